/** True when a query failed on a unique index (PostgreSQL 23505), under PGlite or node-postgres, wrapped by Drizzle or not. */
export function isUniqueViolation(error: unknown, indexName?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === "23505") {
      if (!indexName) return true;
      const text = `${String(candidate.constraint ?? "")} ${String(candidate.message ?? "")}`;
      return text.includes(indexName);
    }
    current = candidate.cause;
  }
  return false;
}
