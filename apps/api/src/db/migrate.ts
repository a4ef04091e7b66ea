import { join } from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { API_ROOT } from '../api-root.js';
import type { Db } from './client.js';

export const MIGRATIONS_FOLDER = join(API_ROOT, 'drizzle');

/** Applies the committed drizzle-kit migrations; safe to run at every boot. (A restore passes a folder cut at a backup's level.) */
export async function runMigrations(db: Db, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  await migrate(db, { migrationsFolder });
}
