import { and, type Database, eq, schema, type Transaction } from "@wolfpack/db";

const memberships = schema.groupMemberships;

export const GROUP_NOT_FOUND = "This group is no longer there.";

/** Whether the member belongs to the group. */
export async function isGroupMember(db: Database | Transaction, groupId: number, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.groupId, groupId), eq(memberships.userId, memberId)));
  return Boolean(row);
}
