/** The demo member's sign-in; the login form starts with it (spec: prefilled demo values). */
export const DEMO_EMAIL = "demo@wolfpack.app";
export const DEMO_PASSWORD = "password123";
