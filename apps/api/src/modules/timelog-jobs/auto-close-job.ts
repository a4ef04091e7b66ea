import type { Db } from '../../db/client.js';
import type { JobDefinition } from '../../jobs/runner.js';
import { closeForgottenClocks } from './close-forgotten-clocks.js';

export const AUTO_CLOSE_CLOCKS = 'timelog-auto-close';
/** Every 5 minutes: a forgotten clock stays open at most 5 minutes past its shop's limit. */
export const AUTO_CLOSE_CLOCKS_CRON = '*/5 * * * *';

/** The recurring job that closes forgotten clocks (issue 13), on whichever instance pg-boss hands it to. */
export function autoCloseClocksJob({ db }: { db: Db }): JobDefinition {
  return {
    name: AUTO_CLOSE_CLOCKS,
    cron: AUTO_CLOSE_CLOCKS_CRON,
    // A missed tick is caught up by the next one: no retry piling up behind it.
    retryLimit: 0,
    expireInSeconds: 4 * 60,
    work: async () => {
      await closeForgottenClocks(db);
    },
  };
}
