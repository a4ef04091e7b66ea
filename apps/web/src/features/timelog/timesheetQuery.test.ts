import { describe, expect, it } from 'vitest';
import { readTimesheetQuery, shiftPeriod } from './timesheetQuery';

const read = (search: string, today = '2026-11-24') => readTimesheetQuery(new URLSearchParams(search), today);
const uuid = '33333333-3333-4333-8333-333333333333';

describe('readTimesheetQuery', () => {
  it('shows this week of the shop by default', () => {
    expect(read('')).toEqual({ page: 1, from: '2026-11-23', to: '2026-11-29', userUuid: null, workorderUuid: null, toReview: false });
  });

  it('reads the period, the filters and the page', () => {
    expect(read(`from=2026-11-01&to=2026-11-15&user=${uuid}&workorder=${uuid}&review=1&page=3`)).toEqual({
      page: 3,
      from: '2026-11-01',
      to: '2026-11-15',
      userUuid: uuid,
      workorderUuid: uuid,
      toReview: true,
    });
  });

  it('puts a reversed period right and ignores broken values', () => {
    expect(read('from=2026-11-15&to=2026-11-01')).toMatchObject({ from: '2026-11-01', to: '2026-11-15' });
    expect(read('from=2026-02-30&to=2026-03-02&user=nope&page=-2')).toMatchObject({ from: '2026-11-23', to: '2026-11-29', userUuid: null, page: 1 });
  });
});

describe('shiftPeriod', () => {
  it('moves a week by weeks, across months', () => {
    expect(shiftPeriod({ from: '2026-11-23', to: '2026-11-29' }, -1)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(shiftPeriod({ from: '2026-11-30', to: '2026-12-06' }, 1)).toEqual({ from: '2026-12-07', to: '2026-12-13' });
  });

  it('moves another period by its own length', () => {
    expect(shiftPeriod({ from: '2026-11-01', to: '2026-11-10' }, 1)).toEqual({ from: '2026-11-11', to: '2026-11-20' });
  });
});
