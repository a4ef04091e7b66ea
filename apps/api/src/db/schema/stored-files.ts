import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Uploaded files (logos, profile pictures), kept in PostgreSQL so that every server instance on
 * the database serves them and a database backup holds them (guide §3: one storage interface).
 * The key is random (192 bits) and its extension says the media type; no account column: files
 * are reached only through the paths stored in users.picture and brands.logo.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  body: bytea('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
