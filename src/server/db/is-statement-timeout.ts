/** SQLSTATE 57014: a statement_timeout stopped the query (the error may be wrapped by Drizzle). */
export function isStatementTimeout(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: string }).code === "57014") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
