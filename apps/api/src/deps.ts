import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { JobSender } from './jobs/job-sender.js';
import type { Mailer } from './mail/mailer.js';

/** What the routes and services need from the outside world; tests build it with a test database. */
export type AppDeps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** Queues background jobs (pg-boss): main.ts binds it to the runner; API tests give a stand-in unless a test runs the jobs. */
  jobs?: JobSender;
};
