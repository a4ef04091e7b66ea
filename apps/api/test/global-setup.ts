import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb, createPool } from '../src/db/client.js';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { runMigrations } from '../src/db/migrate.js';
import { loadSystemMakes } from '../src/modules/makes/load-system-makes.js';

export const TEMPLATE_DB = 'atelier_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection string of the test cluster's maintenance database. */
    pgAdminUrl: string;
  }
}

/**
 * One real PostgreSQL per test run, and a template database migrated once; each test file then
 * copies the template (CREATE DATABASE … TEMPLATE), which takes milliseconds.
 */
export default async function setup(project: TestProject) {
  const dir = join(process.cwd(), '.tmp', `test-pg-${process.pid}`);
  const server = await startEmbeddedPostgres({ dir, persistent: false });
  const admin = new pg.Client({ connectionString: server.connectionString('postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();
  const pool = createPool(server.connectionString(TEMPLATE_DB), 1);
  await runMigrations(createDb(pool));
  // Every test database then starts with the SYSTEM makes and models, as a booted server has.
  await loadSystemMakes(createDb(pool), join(dir, 'data'));
  await pool.end();
  project.provide('pgAdminUrl', server.connectionString('postgres'));
  return async () => {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
