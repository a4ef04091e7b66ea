import type { Db, Tx } from '../../db/client.js';
import { slotTaken } from './events-errors.js';
import { busyConflict } from './queries.js';

type PgError = { code?: string; constraint?: string };
const pgErrorOf = (error: unknown): PgError | undefined => ((error as { cause?: PgError })?.cause ?? error) as PgError | undefined;

/** Where the write puts the appointment, told by the transaction before it writes. */
export type Placement = { start: Date; end: Date; bayId: number | null; technicianId: number | null; exceptId: number | null };

const CONSTRAINT_FIELD = { events_bay_no_overlap: 'bayId', events_technician_no_overlap: 'technicianUuid' } as const;
/** Two writes whose new index entries see each other both wait, and PostgreSQL aborts one: it simply runs again. */
const DEADLOCK_ATTEMPTS = 5;

/**
 * Runs an appointment write in its own transaction. A refusal by an exclusion constraint (SQLSTATE
 * 23P01) becomes 409 ERR_BAY_TAKEN / ERR_TECHNICIAN_TAKEN naming the appointment in the way, read
 * by one query once the transaction rolled back (it is committed then: the loser waited for it).
 * A deadlock between concurrent writes into one slot is retried, so the loser gets its 409.
 */
export async function writeInSlot<T>(db: Db, write: (tx: Tx, place: (placement: Placement) => void) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    let placement: Placement | undefined;
    try {
      return await db.transaction((tx) => write(tx, (p) => (placement = p)));
    } catch (error) {
      const pg = pgErrorOf(error);
      if (pg?.code === '40P01' && attempt < DEADLOCK_ATTEMPTS) continue;
      const field = pg?.code === '23P01' && pg.constraint ? CONSTRAINT_FIELD[pg.constraint as keyof typeof CONSTRAINT_FIELD] : undefined;
      if (field && placement) {
        const value = field === 'bayId' ? placement.bayId : placement.technicianId;
        const conflict =
          value === null
            ? undefined
            : await busyConflict(db, {
                column: field === 'bayId' ? 'bay' : 'technician',
                value,
                start: placement.start,
                end: placement.end,
                exceptId: placement.exceptId,
              });
        throw slotTaken(field, conflict);
      }
      throw error;
    }
  }
}
