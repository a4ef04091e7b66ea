import { violatedUniqueIndex } from '../../db/unique-violation.js';
import { endBeforeStart, invalidDuration, timeOverlap } from './timelog-errors.js';

type PgError = { code?: string; constraint?: string };

/**
 * The database's refusals of a time entry (migration 0015) as the catalogue's answers: a write that
 * lost a race past the use case's own checks is a 409 or a 400 on its field, never a 500.
 */
export function rethrowTimeConflict(error: unknown): never {
  const pg = ((error as { cause?: PgError })?.cause ?? error) as PgError | undefined;
  if (pg?.code === '23P01' && pg.constraint === 'timelogs_no_overlap') throw timeOverlap();
  if (violatedUniqueIndex(error) === 'timelogs_one_running_per_user_idx') throw timeOverlap();
  if (pg?.code === '23514' && pg.constraint === 'timelogs_end_after_start') throw endBeforeStart();
  if (pg?.code === '23514' && pg.constraint === 'timelogs_at_most_24_hours') throw invalidDuration('endTime');
  throw error;
}
