/**
 * What the friends routes answer (/api/docs, Friends): other members as the pack sees
 * them (never an e-mail), and where each stands with the viewer.
 */
import { z } from "zod";
import { instant, memberIdAnswer } from "../shared/answers.ts";

/** Another member as the pack sees them. */
export const packMemberAnswer = z
  .object({ id: memberIdAnswer, username: z.string(), avatar: z.string().nullable() })
  .meta({ id: "PackMember", description: "Another member as the pack sees them: never an e-mail." });

/** What stands between the viewer and another member. */
export const relationAnswer = z.enum(["friends", "requested", "incoming", "blocked", "none"]).meta({
  id: "Relation",
  description:
    "friends; requested (the viewer asked them); incoming (they asked the viewer); blocked (by the viewer); none.",
});

/** A member on one of the viewer's lists, since the friendship began or the request or block was made. */
const listedMember = z.object({ member: packMemberAnswer, since: instant });

export const friendListsAnswer = z.object({
  friends: z.array(listedMember),
  incoming: z.array(listedMember),
  outgoing: z.array(listedMember),
  blocked: z.array(listedMember),
});

export const memberSearchAnswer = z.array(packMemberAnswer.extend({ relation: relationAnswer }));

export const friendRequestAnswer = z.object({
  member: packMemberAnswer,
  relation: z.enum(["friends", "requested"]),
});

/** Where the viewer now stands with the member an accept, decline, block or removal was about. */
export const friendChangeAnswer = z
  .object({ memberId: memberIdAnswer, relation: relationAnswer })
  .meta({ id: "FriendChange" });
