/** What the group routes answer (/api/docs, Groups). */
import { z } from "zod";
import { instant, memberIdAnswer, rowIdAnswer } from "../shared/answers.ts";

const groupFields = z.object({
  id: rowIdAnswer,
  name: z.string(),
  description: z.string().nullable(),
  maxMembers: z.number().int().positive(),
  /** Null once the member who started it has left the app. */
  createdBy: memberIdAnswer.nullable(),
  createdAt: instant,
  memberCount: z.number().int().min(0),
});

/** A group as one to join: whether the viewer is in it. */
export const groupAnswer = groupFields
  .extend({ isMember: z.boolean() })
  .meta({ id: "Group", description: "A group, and whether the viewer is in it." });

/** A group the member is in, since when. */
export const memberGroupAnswer = groupFields.extend({ joinedAt: instant });

export const memberGroupsAnswer = z.array(memberGroupAnswer);

export const groupsToJoinAnswer = z.array(groupAnswer);

export const groupLeftAnswer = z.object({
  groupId: rowIdAnswer,
  isMember: z.boolean().meta({ description: "False: the viewer is no longer in it." }),
});
