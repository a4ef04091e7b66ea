import { UPDATE_CHECK_INTERVAL_MS } from '@atelier/contracts/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleUpdateChecks, type ResumeSource } from './scheduleUpdateChecks';

/** A resume source the test fires by hand (the page visible again, the browser back online). */
function manualResume() {
  const listeners = new Set<() => void>();
  const source: ResumeSource = (onResume) => {
    listeners.add(onResume);
    return () => listeners.delete(onResume);
  };
  return { source, fire: () => listeners.forEach((listener) => listener()), count: () => listeners.size };
}

describe('the update checks (shell spec §4 "Offline", §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('run every 60 minutes, not before', () => {
    expect(UPDATE_CHECK_INTERVAL_MS).toBe(60 * 60 * 1000);
    const check = vi.fn();
    const stop = scheduleUpdateChecks(check, []);
    vi.advanceTimersByTime(60 * 60 * 1000 - 1);
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2 * 60 * 60 * 1000);
    expect(check).toHaveBeenCalledTimes(3);
    stop();
  });

  it('run when the page becomes visible or the browser is back online', () => {
    const check = vi.fn();
    const visible = manualResume();
    const online = manualResume();
    const stop = scheduleUpdateChecks(check, [visible.source, online.source]);
    visible.fire();
    online.fire();
    expect(check).toHaveBeenCalledTimes(2);
    stop();
  });

  it('stop altogether: no more hourly checks, no listener left', () => {
    const check = vi.fn();
    const visible = manualResume();
    const stop = scheduleUpdateChecks(check, [visible.source]);
    stop();
    expect(visible.count()).toBe(0);
    vi.advanceTimersByTime(3 * 60 * 60 * 1000);
    visible.fire();
    expect(check).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
