import { sql, type SQL } from 'drizzle-orm';

/**
 * SQL text of a timestamptz column (or expression) as JavaScript's toISOString writes it: UTC,
 * milliseconds (truncated, as a Date holds them), 'Z'. For JSON built by PostgreSQL.
 */
export const isoTimestampText = (column: string): string => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The same as an SQL fragment, for drizzle's sql template. */
export const isoTimestamp = (column: string): SQL => sql.raw(isoTimestampText(column));
