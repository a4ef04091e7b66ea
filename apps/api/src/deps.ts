import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { Mailer } from './mail/mailer.js';

/** What the routes and services need from the outside world; tests build it with a test database. */
export type AppDeps = {
  db: Db;
  config: Config;
  mailer: Mailer;
};
