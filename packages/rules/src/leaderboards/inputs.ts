/** Inputs of the leaderboard procedures. */
import { z } from "zod";
import { country } from "../auth/inputs.ts";

export const nationalBoardInput = z.object({ country: country.optional() });
