import type { Timelog } from '@atelier/contracts/timelog';

export const WORKORDER = '6f1c1a7e-6f8a-4c1f-9b8e-0d4f6f1b2a3c';
export const OTHER_WORKORDER = '0b9f3c57-1d2e-4a6b-8c7d-9e0f1a2b3c4d';

/** A time entry for the tests: closed, 1 h on the work order, no line; override what a test needs. */
export function timelog(over: Partial<Timelog> = {}): Timelog {
  return {
    id: 1,
    uuid: '11111111-1111-4111-8111-111111111111',
    name: null,
    startTime: '2026-11-24T13:00:00.000Z',
    endTime: '2026-11-24T14:00:00.000Z',
    date: '2026-11-24',
    duration: 1,
    notes: null,
    user: { uuid: '22222222-2222-4222-8222-222222222222', fullname: 'Julie Tremblay', username: 'julie' },
    entryId: null,
    entryName: null,
    workorderUuid: WORKORDER,
    worksheetUuid: WORKORDER,
    worksheetId: 1042,
    autoClosed: false,
    editedBy: null,
    editedAt: null,
    createdAt: '2026-11-24T13:00:00.000Z',
    ...over,
  };
}
