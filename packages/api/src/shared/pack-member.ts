import { schema } from "@wolfpack/db";

/** What the pack sees of another member: never an e-mail. */
export const packMemberColumns = {
  id: schema.users.id,
  username: schema.users.username,
  avatar: schema.users.avatar,
};

export interface PackMember {
  id: string;
  username: string;
  avatar: string | null;
}
