/** True for PostgreSQL's unique_violation, whether raised by pg or PGlite, wrapped or not. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Object; current = (current as Error).cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** True for PostgreSQL's foreign_key_violation (a referenced row went away), wrapped or not. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error; current instanceof Object; current = (current as Error).cause) {
    if ((current as { code?: unknown }).code === "23503") return true;
  }
  return false;
}
