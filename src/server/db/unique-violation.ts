/** Whether a database error is a row a unique index or primary key refused (a clash, not a fault). */

/** PostgreSQL's SQLSTATE 23505 and better-sqlite3's codes for unique and primary-key refusals. */
const UNIQUE_VIOLATIONS = new Set([
  '23505',
  'SQLITE_CONSTRAINT_UNIQUE',
  'SQLITE_CONSTRAINT_PRIMARYKEY',
]);

export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && UNIQUE_VIOLATIONS.has(code);
}
