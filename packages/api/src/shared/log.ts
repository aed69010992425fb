/**
 * What the server log says of a failure: each error along the cause chain by its name,
 * code and message, and the stack frames of the innermost one. Never a query's
 * parameters: drizzle puts them in its message ("Failed query: … params: …") and
 * PostgreSQL in `detail`, and they can hold a password hash or a session id.
 */
export function describeFailure(where: string, error: unknown): string {
  const parts: string[] = [];
  let frames: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 8; depth++) {
    if (!(current instanceof Error) && typeof current !== "object") {
      parts.push(String(current));
      break;
    }
    const failure = current as { name?: unknown; code?: unknown; message?: unknown; stack?: unknown; cause?: unknown };
    const message = typeof failure.message === "string" ? failure.message : "";
    const said = message.startsWith("Failed query") ? "a database query failed" : message.split("\n")[0];
    const code = typeof failure.code === "string" || typeof failure.code === "number" ? ` [${failure.code}]` : "";
    parts.push(`${typeof failure.name === "string" ? failure.name : "Error"}${code}: ${said}`);
    if (typeof failure.stack === "string") {
      const atLines = failure.stack.split("\n").filter((line) => /^\s+at /.test(line));
      if (atLines.length > 0) frames = atLines.slice(0, 8);
    }
    current = failure.cause;
  }
  return [`${where} failed: ${parts.join(" <- ")}`, ...frames].join("\n");
}
