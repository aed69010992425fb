/** Lengths of what a member types at sign-up, without zod: screens show them as hints. */
export const PASSWORD_MIN_LENGTH = 6;
export const USERNAME_MIN_LENGTH = 2;
export const USERNAME_MAX_LENGTH = 30;
