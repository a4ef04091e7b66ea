import { BUTTON_DEBOUNCE_MS } from '@atelier/contracts/constants';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSubmitGuard, formEntries, installSubmitGuard, type Work } from './submitGuard';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A guard over a hand-made list of mutations. */
function setup() {
  const work: Work[] = [];
  const guard = createSubmitGuard({ work: () => work });
  const start = () => {
    const mutation: Work = { status: 'pending', submittedAt: Date.now() };
    work.push(mutation);
    return mutation;
  };
  return { guard, start };
}

describe('submit guard (shell spec §9: button debounce 550 ms)', () => {
  it('is 550 ms', () => {
    expect(BUTTON_DEBOUNCE_MS).toBe(550);
  });

  it('drops a second submit while the first one’s work runs, however long the server takes', () => {
    const { guard, start } = setup();
    const form = {};
    expect(guard.accept(form)).toBe(true);
    const call = start();
    expect(guard.accept(form)).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(guard.accept(form)).toBe(false);
    call.status = 'success';
    expect(guard.accept(form)).toBe(true);
  });

  it('drops a second submit within 550 ms of a first one that succeeded, lets it through after', () => {
    const { guard, start } = setup();
    const form = {};
    guard.accept(form);
    start().status = 'success';
    vi.advanceTimersByTime(549);
    expect(guard.accept(form)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(guard.accept(form)).toBe(true);
  });

  it('lets a corrected submit through at once after a refusal: no work started (fields refused) or the work failed', () => {
    const { guard, start } = setup();
    const form = {};
    guard.accept(form);
    vi.advanceTimersByTime(50);
    expect(guard.accept(form)).toBe(true);
    start().status = 'error';
    vi.advanceTimersByTime(50);
    expect(guard.accept(form)).toBe(true);
  });

  it('counts the follow-up call of an awaiting handler (a customer, then its work order)', () => {
    const { guard, start } = setup();
    const form = {};
    guard.accept(form);
    start().status = 'success';
    vi.advanceTimersByTime(600);
    start();
    expect(guard.accept(form)).toBe(false);
  });

  it('keeps sources apart, and ignores work that started before the event', () => {
    const { guard, start } = setup();
    const earlier = start();
    vi.advanceTimersByTime(10);
    const a = {};
    guard.accept(a);
    expect(guard.accept({})).toBe(true);
    expect(earlier.status).toBe('pending');
    expect(guard.accept(a)).toBe(true);
  });

  it('a button is held by the work its own press started, not by work started later (an item of its menu)', () => {
    const { guard, start } = setup();
    const menuButton = {};
    guard.accept(menuButton, 'Actions');
    vi.advanceTimersByTime(200);
    start().status = 'success';
    expect(guard.accept(menuButton, 'Actions')).toBe(true);
    const save = {};
    guard.accept(save, 'Enregistrer');
    start();
    vi.advanceTimersByTime(100);
    expect(guard.accept(save, 'Enregistrer')).toBe(false);
  });

  it('a button whose label changed offers another action and is not held (Pointer → Dépointer)', () => {
    const { guard, start } = setup();
    const button = {};
    guard.accept(button, 'Pointer');
    start().status = 'success';
    expect(guard.accept(button, 'Pointer')).toBe(false);
    expect(guard.accept(button, 'Dépointer')).toBe(true);
  });
});

describe('a form held by its entries (data-submit-guard="entries": a work order\'s free-line box)', () => {
  const lineForm = (name: string, type = 'SERVICE') => ({
    dataset: { submitGuard: 'entries' },
    elements: [
      { value: name, type: 'text' },
      { value: 'SERVICE', type: 'radio', checked: type === 'SERVICE' },
      { value: 'PRODUCT', type: 'radio', checked: type === 'PRODUCT' },
      { type: 'submit' },
    ],
  });

  it('reads what the form sends: its texts and its checked choices; nothing for another form', () => {
    expect(formEntries(lineForm('Vidange'))).toBe(['Vidange', 'SERVICE', '', ''].join('\u0000'));
    expect(formEntries(lineForm('Vidange', 'PRODUCT'))).not.toBe(formEntries(lineForm('Vidange')));
    expect(formEntries({ dataset: {}, elements: [{ value: 'Vidange' }] })).toBeUndefined();
    expect(formEntries(null)).toBeUndefined();
  });

  it('sent again with the same entries while the first line saves: dropped; with other entries: the next line goes through', () => {
    const { guard, start } = setup();
    const form = {};
    expect(guard.accept(form, formEntries(lineForm('Vidange')), true)).toBe(true);
    start();
    vi.advanceTimersByTime(5000);
    expect(guard.accept(form, formEntries(lineForm('Vidange')), true)).toBe(false);
    expect(guard.accept(form, formEntries(lineForm('Rotation des pneus')), true)).toBe(true);
  });

  it('is held by every later work, as any form (not only what started within 50 ms, as a button)', () => {
    const { guard, start } = setup();
    const form = {};
    guard.accept(form, formEntries(lineForm('Vidange')), true);
    vi.advanceTimersByTime(300);
    start();
    expect(guard.accept(form, formEntries(lineForm('Vidange')), true)).toBe(false);
  });
});

describe('installSubmitGuard: on the page, with the real mutation cache', () => {
  function fakeWindow() {
    const listeners: Record<string, ((event: Event) => void)[]> = {};
    return {
      addEventListener: (type: string, listener: (event: Event) => void) => (listeners[type] ??= []).push(listener),
      removeEventListener: (type: string, listener: (event: Event) => void) => (listeners[type] = (listeners[type] ?? []).filter((l) => l !== listener)),
      fire(type: string, target: object) {
        const event = {
          type,
          target,
          defaultPrevented: false,
          stopped: false,
          preventDefault() {
            this.defaultPrevented = true;
          },
          stopImmediatePropagation() {
            this.stopped = true;
          },
        };
        for (const listener of listeners[type] ?? []) listener(event as unknown as Event);
        return event;
      },
      count: (type: string) => (listeners[type] ?? []).length,
    };
  }

  it('cancels and stops a second submit while the mutation the first started runs; a failure lets the next one through', async () => {
    // The mutation cache schedules its notifications on timers: real ones here.
    vi.useRealTimers();
    const win = fakeWindow();
    const client = new QueryClient();
    const uninstall = installSubmitGuard(win as unknown as Window, client.getMutationCache());
    const form = {};
    let refuse: (error: Error) => void = () => {};
    const answer = new Promise((_, reject) => (refuse = reject));
    const mutationFn = () => answer;

    expect(win.fire('submit', form).defaultPrevented).toBe(false);
    const running = client
      .getMutationCache()
      .build(client, { mutationFn })
      .execute(undefined)
      .catch(() => undefined);
    const second = win.fire('submit', form);
    expect(second.defaultPrevented).toBe(true);
    expect(second.stopped).toBe(true);

    refuse(new Error('refused'));
    await running;
    expect(win.fire('submit', form).defaultPrevented).toBe(false);

    uninstall();
    expect(win.count('submit')).toBe(0);
    expect(win.count('click')).toBe(0);
  });
});
