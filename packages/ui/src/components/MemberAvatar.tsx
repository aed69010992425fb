import { Avatar, type AvatarProps } from "@mantine/core";
import { avatarInitial } from "../format.ts";

export const DEFAULT_AVATAR_SRC = "/images/avatars/default.svg";

export interface MemberAvatarProps extends Omit<AvatarProps, "src" | "alt" | "children"> {
  username: string;
  /** The member's picture; the default photo when there is none. */
  avatar?: string | null;
}

/** A member's picture, the default photo without one, and their initial if neither loads. */
export function MemberAvatar({ username, avatar, ...props }: MemberAvatarProps) {
  return (
    <Avatar src={avatar || DEFAULT_AVATAR_SRC} alt={username} color="wolf" {...props}>
      {avatarInitial(username)}
    </Avatar>
  );
}
