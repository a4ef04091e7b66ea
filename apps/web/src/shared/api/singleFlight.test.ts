import { describe, expect, it } from 'vitest';
import { singleFlight } from './singleFlight';

describe('singleFlight', () => {
  it('shares one run between concurrent callers', async () => {
    let runs = 0;
    const refresh = singleFlight(async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return `token-${runs}`;
    });
    const results = await Promise.all([refresh(), refresh(), refresh()]);
    expect(runs).toBe(1);
    expect(results).toEqual(['token-1', 'token-1', 'token-1']);
  });

  it('runs again once the previous run has settled, even after a failure', async () => {
    let runs = 0;
    const task = singleFlight(async () => {
      runs += 1;
      if (runs === 1) throw new Error('first fails');
      return runs;
    });
    await expect(task()).rejects.toThrow('first fails');
    await expect(task()).resolves.toBe(2);
  });
});
