import { BUTTON_DEBOUNCE_MS } from '@atelier/contracts/constants';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSubmitGuard, installSubmitGuard } from './submitGuard';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const guard = () => createSubmitGuard({ now: () => Date.now() });

describe('submit guard (shell spec §9: button debounce 550 ms)', () => {
  it('is 550 ms', () => {
    expect(BUTTON_DEBOUNCE_MS).toBe(550);
  });

  it('drops a second submit of the same form within 550 ms, lets it through after', () => {
    const g = guard();
    const form = {};
    expect(g.submit(form)).toBe(true);
    expect(g.submit(form)).toBe(false);
    vi.advanceTimersByTime(549);
    expect(g.submit(form)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(g.submit(form)).toBe(true);
  });

  it('keeps forms apart: another form is not held by the first', () => {
    const g = guard();
    expect(g.submit({})).toBe(true);
    expect(g.submit({})).toBe(true);
  });

  it('holds while the work the submit started is pending (a slow server), then releases', () => {
    const g = guard();
    const form = {};
    g.submit(form);
    const done = g.workStarted();
    vi.advanceTimersByTime(5000);
    expect(g.submit(form)).toBe(false);
    done();
    vi.advanceTimersByTime(0);
    expect(g.submit(form)).toBe(true);
  });

  it('releases after a failure as soon as the 550 ms are over, so the user can retry', () => {
    const g = guard();
    const form = {};
    g.submit(form);
    const failed = g.workStarted();
    vi.advanceTimersByTime(100);
    failed();
    vi.advanceTimersByTime(0);
    expect(g.submit(form)).toBe(false);
    vi.advanceTimersByTime(450);
    expect(g.submit(form)).toBe(true);
  });

  it("counts the follow-up call of an awaiting handler as the form's (customer, then work order)", () => {
    const g = guard();
    const form = {};
    g.submit(form);
    const first = g.workStarted();
    vi.advanceTimersByTime(600);
    first();
    // The handler's next call starts before the release runs (same task).
    const second = g.workStarted();
    vi.advanceTimersByTime(0);
    expect(g.submit(form)).toBe(false);
    second();
    vi.advanceTimersByTime(0);
    expect(g.submit(form)).toBe(true);
  });

  it('a button that started no work is never held', () => {
    const g = guard();
    const button = {};
    expect(g.press(button)).toBe(true);
    expect(g.press(button)).toBe(true);
  });

  it('a button whose press started work is held 550 ms and while it runs', () => {
    const g = guard();
    const button = {};
    g.press(button);
    const done = g.workStarted();
    expect(g.press(button)).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(g.press(button)).toBe(false);
    done();
    vi.advanceTimersByTime(0);
    expect(g.press(button)).toBe(true);
  });

  it('work started after the press has finished its task is not the button’s', () => {
    const g = guard();
    const button = {};
    g.press(button);
    vi.advanceTimersByTime(0);
    g.workStarted();
    expect(g.press(button)).toBe(true);
  });

  it('a settle callback called twice counts once', () => {
    const g = guard();
    const form = {};
    g.submit(form);
    const a = g.workStarted();
    const b = g.workStarted();
    a();
    a();
    vi.advanceTimersByTime(600);
    expect(g.submit(form)).toBe(false);
    b();
    vi.advanceTimersByTime(0);
    expect(g.submit(form)).toBe(true);
  });
});

describe('installSubmitGuard: on the page, with the mutation cache', () => {
  function fakeWindow() {
    const listeners: Record<string, ((event: Event) => void)[]> = {};
    return {
      addEventListener: (type: string, listener: (event: Event) => void) => (listeners[type] ??= []).push(listener),
      removeEventListener: (type: string, listener: (event: Event) => void) => (listeners[type] = (listeners[type] ?? []).filter((l) => l !== listener)),
      fire(type: string, target: object) {
        const event = { type, target, defaultPrevented: false, stopped: false, preventDefault() { this.defaultPrevented = true; }, stopImmediatePropagation() { this.stopped = true; } };
        for (const listener of listeners[type] ?? []) listener(event as unknown as Event);
        return event;
      },
      count: (type: string) => (listeners[type] ?? []).length,
    };
  }

  it('cancels and stops a second submit; a settled mutation (success or failure) releases the form', async () => {
    const win = fakeWindow();
    const client = new QueryClient();
    const cache = client.getMutationCache();
    const uninstall = installSubmitGuard(win as unknown as Window, cache);
    const form = {};
    expect(win.fire('submit', form).stopped).toBe(false);
    let fail: (error: Error) => void = () => undefined;
    const mutation = cache.build(client, { mutationFn: () => new Promise((_, reject) => (fail = reject)), retry: false });
    const running = mutation.execute(undefined).catch(() => undefined);
    const second = win.fire('submit', form);
    expect(second.stopped).toBe(true);
    expect(second.defaultPrevented).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(win.fire('submit', form).stopped).toBe(true);
    // The server answers with an error: the form is free again.
    fail(new Error('500'));
    await running;
    await vi.advanceTimersByTimeAsync(0);
    expect(win.fire('submit', form).stopped).toBe(false);
    uninstall();
    expect(win.count('submit')).toBe(0);
    expect(win.count('click')).toBe(0);
  });
});
