import { sql } from 'drizzle-orm';
import { uuid } from 'drizzle-orm/pg-core';

/** The uuid a row is known by outside the database (URLs, API): set by PostgreSQL, unique. */
export const publicUuid = () =>
  uuid('uuid')
    .notNull()
    .unique()
    .default(sql`gen_random_uuid()`);
