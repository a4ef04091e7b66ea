import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageSettled } from './pageSettled';

function fakeActivity() {
  let count = 0;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    getCount: () => count,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      count += 1;
      emit();
    },
    end() {
      count -= 1;
      emit();
    },
    listeners,
  };
}

describe('pageSettled', () => {
  let frames: (() => void)[];
  const nextFrame = (callback: () => void) => frames.push(callback);
  const runFrame = () => frames.splice(0).forEach((callback) => callback());

  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
  });
  afterEach(() => vi.useRealTimers());
  const setUp = () => {
    const activity = fakeActivity();
    return { activity, settled: createPageSettled(activity, nextFrame, 3000) };
  };

  it('settles once the calls in flight have answered and a frame has passed without a new one', () => {
    const { activity, settled } = setUp();
    activity.start();
    const listener = vi.fn();
    settled.subscribe(listener);
    runFrame();
    expect(settled.isSettled()).toBe(false);
    activity.end();
    expect(settled.isSettled()).toBe(false);
    runFrame();
    expect(settled.isSettled()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    // Watching stops: no listener left on the activity.
    expect(activity.listeners.size).toBe(0);
  });

  it('waits for a call started before the frame (the page asks for more as it renders its answers)', () => {
    const { activity, settled } = setUp();
    settled.subscribe(() => undefined);
    activity.start();
    runFrame();
    expect(settled.isSettled()).toBe(false);
    activity.end();
    runFrame();
    expect(settled.isSettled()).toBe(true);
  });

  it('settles after the limit when a call never answers, and stays settled', () => {
    const { activity, settled } = setUp();
    activity.start();
    const listener = vi.fn();
    settled.subscribe(listener);
    vi.advanceTimersByTime(2999);
    expect(settled.isSettled()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(settled.isSettled()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(activity.listeners.size).toBe(0);
    activity.start();
    runFrame();
    expect(settled.isSettled()).toBe(true);
  });

  it('watches from its first subscriber only, and a subscriber after it settled is told nothing more', () => {
    const { activity, settled } = setUp();
    expect(activity.listeners.size).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(settled.isSettled()).toBe(false);
    settled.subscribe(() => undefined);
    runFrame();
    expect(settled.isSettled()).toBe(true);
    const late = vi.fn();
    settled.subscribe(late);
    expect(late).not.toHaveBeenCalled();
  });
});
