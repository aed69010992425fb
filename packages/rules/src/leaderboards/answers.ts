/** What the leaderboard routes answer (/api/docs, Leaderboards; docs/rules.md, The pack). */
import { z } from "zod";
import { memberIdAnswer } from "../shared/answers.ts";

const count = z.number().int().min(0);

/** A member's row on a board: never an e-mail. */
export const boardEntryAnswer = z
  .object({
    userId: memberIdAnswer,
    rank: z.number().int().min(1),
    username: z.string(),
    avatar: z.string().nullable(),
    currentStreak: count,
    workoutsCompleted: count,
    totalMinutes: count,
  })
  .meta({ id: "BoardEntry", description: "A member's row on a board, with their rank on it." });

/** A board in rank order; the viewer's own row last when it is outside the first 100. */
export const boardAnswer = z.array(boardEntryAnswer);
