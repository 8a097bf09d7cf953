/**
 * A failure in words for the log and the tasks page: the database's own message rather than
 * Drizzle's wrapper, whose message carries the whole statement and its parameters (members'
 * addresses, post text) — noise in a log line and nothing an editor should read.
 */
export function describeFailure(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error && cause.message) return cause.message;
  if (error instanceof Error) return error.message || error.name;
  return String(error) || "failed";
}
