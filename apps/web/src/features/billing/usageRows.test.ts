import type { UsageResponse } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { usageRows } from './usageRows';

const period = { start: '2026-11-01T04:00:00.000Z', end: '2026-12-01T05:00:00.000Z' };

describe('usageRows', () => {
  it('lists the resources in order, marking those counted per period', () => {
    const response: UsageResponse = {
      data: {
        apiKeys: { used: 0, limit: 1 },
        customers: { used: 2, limit: 100 },
        workorders: { used: 3, limit: 50 },
        users: { used: 1, limit: 1 },
        bookings: { used: 0, limit: null },
      },
      metadata: { period },
    };
    expect(usageRows(response)).toEqual([
      { resource: 'workorders', used: 3, limit: 50, perPeriod: true },
      { resource: 'customers', used: 2, limit: 100, perPeriod: false },
      { resource: 'users', used: 1, limit: 1, perPeriod: false },
      { resource: 'bookings', used: 0, limit: null, perPeriod: true },
      { resource: 'apiKeys', used: 0, limit: 1, perPeriod: false },
    ]);
  });

  it('is null when the answer has no usage', () => {
    expect(usageRows(null)).toBeNull();
    expect(usageRows(undefined)).toBeNull();
    expect(usageRows({ data: {} } as unknown as UsageResponse)).toBeNull();
    expect(usageRows({ data: null } as unknown as UsageResponse)).toBeNull();
  });

  it('leaves out a resource the answer lacks', () => {
    const partial = { data: { customers: { used: 2, limit: 100 } }, metadata: { period } } as unknown as UsageResponse;
    expect(usageRows(partial)).toEqual([{ resource: 'customers', used: 2, limit: 100, perPeriod: false }]);
  });
});
