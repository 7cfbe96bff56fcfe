/**
 * True when a database error is a unique violation (SQLSTATE 23505), optionally of one index.
 * Drizzle wraps driver errors (node-postgres and PGlite alike) in a DrizzleQueryError whose `cause`
 * is the driver's error, so both levels are looked at.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') return constraint === undefined || candidate.constraint === constraint;
    current = candidate.cause;
  }
  return false;
}
