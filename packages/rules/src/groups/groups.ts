/**
 * A group's lengths and size, without zod (screens show them as hints and limits), and
 * whether one more member fits in it.
 */
export const GROUP_NAME_MAX = 40;
export const GROUP_DESCRIPTION_MAX = 200;
export const MIN_GROUP_SIZE = 2;
export const DEFAULT_GROUP_SIZE = 10;
export const MAX_GROUP_SIZE = 50;

/** Whether one more member fits in a group. */
export function groupHasRoom(members: number, maxMembers: number): boolean {
  return members < maxMembers;
}

export function groupFullMessage(name: string, maxMembers: number): string {
  return `${name} is full: it has room for ${maxMembers} members.`;
}
