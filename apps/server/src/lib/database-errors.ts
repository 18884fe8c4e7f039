/** True when PostgreSQL raised `code` (a SQLSTATE), through pg or PGlite, wrapped or not. */
export function hasPostgresCode(error: unknown, code: string): boolean {
  for (let current = error; current instanceof Object; current = (current as Error).cause) {
    if ((current as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** True for PostgreSQL's unique_violation. */
export function isUniqueViolation(error: unknown): boolean {
  return hasPostgresCode(error, "23505");
}

/** True for PostgreSQL's foreign_key_violation (a referenced row went away). */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasPostgresCode(error, "23503");
}
