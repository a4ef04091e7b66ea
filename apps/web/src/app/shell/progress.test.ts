import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgressController, creep, PROGRESS_CEILING, PROGRESS_FINISH_MS, progressColor } from './progress';

function fakeActivity() {
  let count = 0;
  const listeners = new Set<() => void>();
  return {
    getCount: () => count,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: number) {
      count = next;
      listeners.forEach((listener) => listener());
    },
  };
}

describe('creep', () => {
  it('moves toward 90 % and never past it', () => {
    let value = 0;
    for (let i = 0; i < 500; i += 1) {
      const next = creep(value);
      expect(next).toBeGreaterThanOrEqual(value);
      value = next;
    }
    expect(value).toBe(PROGRESS_CEILING);
  });
});

describe('progressColor', () => {
  it('changes above 2 and above 5 concurrent requests', () => {
    expect(progressColor(1)).toBe('brand');
    expect(progressColor(2)).toBe('brand');
    expect(progressColor(3)).toBe('orange');
    expect(progressColor(5)).toBe('orange');
    expect(progressColor(6)).toBe('red');
  });
});

describe('createProgressController', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows while calls run, completes to 100 % then hides after 400 ms', () => {
    const activity = fakeActivity();
    const progress = createProgressController(activity);
    expect(progress.getState().visible).toBe(false);

    activity.set(1);
    expect(progress.getState().visible).toBe(true);
    const start = progress.getState().value;
    vi.advanceTimersByTime(2000);
    expect(progress.getState().value).toBeGreaterThan(start);
    expect(progress.getState().value).toBeLessThanOrEqual(PROGRESS_CEILING);

    activity.set(0);
    expect(progress.getState()).toMatchObject({ value: 100, finishing: true, visible: true });
    vi.advanceTimersByTime(PROGRESS_FINISH_MS - 1);
    expect(progress.getState().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(progress.getState().visible).toBe(false);
    progress.dispose();
  });

  it('shows at once when calls are already out as it is set up', () => {
    const activity = fakeActivity();
    activity.set(2);
    const progress = createProgressController(activity);
    expect(progress.getState()).toMatchObject({ visible: true, finishing: false });
    vi.advanceTimersByTime(1000);
    expect(progress.getState().value).toBeGreaterThan(8);
    progress.dispose();
  });

  it('follows the number of concurrent calls for its colour', () => {
    const activity = fakeActivity();
    const progress = createProgressController(activity);
    activity.set(3);
    expect(progress.getState().color).toBe('orange');
    activity.set(6);
    expect(progress.getState().color).toBe('red');
    activity.set(1);
    expect(progress.getState().color).toBe('brand');
    progress.dispose();
  });
});
