import type { Db } from '../../db/client.js';
import type { JobDefinition } from '../../jobs/runner.js';
import { closePeriods } from './close-periods.js';

export const JOURNAL_CLOSURES = 'invoice-journal-closures';
/** Hourly: a month ends at midnight in each shop's own zone; its closure follows within the hour. */
export const JOURNAL_CLOSURES_CRON = '7 * * * *';

/** The recurring job that appends the monthly and yearly CLOSURE records of the invoice journal (issue 14). */
export function journalClosuresJob({ db }: { db: Db }): JobDefinition {
  return {
    name: JOURNAL_CLOSURES,
    cron: JOURNAL_CLOSURES_CRON,
    // A missed tick is caught up by the next one (closePeriods writes every missing period).
    retryLimit: 0,
    expireInSeconds: 30 * 60,
    work: async () => {
      await closePeriods(db);
    },
  };
}
