/** Where a member goes after signing in when nothing else was asked for. */
export const HOME_PATH = "/";

const AUTH_PATHS = new Set(["/login", "/register"]);
const MAX_TARGET_LENGTH = 2048;
const PLACEHOLDER_ORIGIN = "http://wolfpack.invalid";

/**
 * The `redirect` search parameter, made safe: only a path inside this app is kept
 * (never another site, a protocol-relative `//host`, `javascript:` or a back-slash
 * trick), and never the sign-in screens themselves. Anything else goes home.
 */
export function safeRedirectTarget(raw: unknown): string {
  if (typeof raw !== "string") return HOME_PATH;
  const target = raw.trim();
  if (target === "" || target.length > MAX_TARGET_LENGTH) return HOME_PATH;
  // Must be an absolute path of this origin: "/x", not "//x", "/\x", "x" or "https://x".
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return HOME_PATH;
  // Control characters (tabs, newlines) are stripped by URL parsers and can hide a host.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point of the check
  if (/[\u0000-\u001f\u007f]/.test(target)) return HOME_PATH;
  let url: URL;
  try {
    url = new URL(target, PLACEHOLDER_ORIGIN);
  } catch {
    return HOME_PATH;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return HOME_PATH;
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
  if (AUTH_PATHS.has(path)) return HOME_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Search params of /login: the page a visitor wanted before being asked to sign in. */
export function validateLoginSearch(search: Record<string, unknown>): { redirect?: string } {
  const redirect = search.redirect;
  if (typeof redirect !== "string" || redirect === "") return {};
  const safe = safeRedirectTarget(redirect);
  return safe === HOME_PATH ? {} : { redirect: safe };
}
