import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A make or model name as stored: trimmed, inner runs of spaces made one ('Sundiro  Honda'). */
export function cleanName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/**
 * A name with accents and case ignored, for comparing and searching ('citroën' = 'CITROEN'):
 * atelier_search_key() of migration 0005, the global search's key (unaccent, then an ICU
 * lower(); a plain lower() in this no-locale cluster folds only ASCII, leaving 'Š' as is).
 */
export function folded(value: AnyPgColumn | SQL | string): SQL {
  return typeof value === 'string' ? sql`atelier_search_key(${value}::text)` : sql`atelier_search_key(${value})`;
}

/** `column` contains `text` anywhere, accents and case ignored; % and _ match themselves. */
export function containsFolded(column: AnyPgColumn, text: string): SQL {
  const escaped = text.replace(/[\\%_]/g, '\\$&');
  return sql`${folded(column)} LIKE '%' || ${folded(escaped)} || '%'`;
}
