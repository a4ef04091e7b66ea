/*
 * What a refused write tells: the PostgreSQL error (SQLSTATE and constraint name) under the
 * DrizzleQueryError that wraps it as `cause`. A check before a write answers the usual case; these
 * turn the rare concurrent write that wins the race into the same domain error instead of a 500.
 */

type PgError = { code?: string; constraint?: string };

/** The PostgreSQL error itself, whether drizzle wrapped it or not. */
function pgErrorOf(error: unknown): PgError | undefined {
  const wrapper = error as (PgError & { cause?: PgError }) | null | undefined;
  return wrapper?.cause ?? wrapper ?? undefined;
}

/** The unique index (or constraint) a write violated (SQLSTATE 23505); undefined for any other failure. */
export function violatedUniqueIndex(error: unknown): string | undefined {
  const pg = pgErrorOf(error);
  return pg?.code === '23505' ? pg.constraint : undefined;
}

/** True when the write violated this unique index. */
export function isUniqueViolation(error: unknown, index: string): boolean {
  return violatedUniqueIndex(error) === index;
}

/**
 * Throws the domain error of the unique index the write violated (`errorOfIndex` maps index names
 * to the module's error factories); any other failure is rethrown as is.
 */
export function rethrowUniqueViolation(error: unknown, errorOfIndex: Readonly<Record<string, () => Error>>): never {
  const index = violatedUniqueIndex(error);
  const domainError = index !== undefined && Object.hasOwn(errorOfIndex, index) ? errorOfIndex[index] : undefined;
  throw domainError ? domainError() : error;
}

/** True when the write met a foreign key (SQLSTATE 23503): a row still referenced, or a reference to a missing row. */
export function isForeignKeyViolation(error: unknown): boolean {
  return pgErrorOf(error)?.code === '23503';
}
