import type { StatusGroup } from '@atelier/contracts';

/**
 * The status groups in their order (packages/contracts/src/statuses.ts STATUS_GROUPS), written
 * here: a value imported from '@atelier/contracts' brings its Zod schemas along onto the
 * work-order pages' first load (~0.3–0.7 s of a phone's main thread to build them).
 */
export const STATUS_GROUPS: readonly StatusGroup[] = ['TODO', 'IN_PROGRESS', 'DONE'];
