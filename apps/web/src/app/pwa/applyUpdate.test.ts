import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyUpdate, SKIP_WAITING_RETRY_MS, UPDATE_RELOAD_FALLBACK_MS } from './applyUpdate';

/*
 * « Mettre à jour » (shell spec §2 "Offline update"): SKIP_WAITING to the waiting worker, asked
 * again while it still waits; a reload when it controls the page or reports itself activated, and
 * one after UPDATE_RELOAD_FALLBACK_MS without it (a navigation has Chromium activate it; that
 * activation can cancel the navigation, so its takeover reloads once more). The browser's API is a
 * stand-in.
 */

type Listener = () => void;

function fakeWorker() {
  const listeners: Listener[] = [];
  return {
    state: 'installed' as ServiceWorkerState,
    postMessage: vi.fn(),
    addEventListener: vi.fn((type: string, listener: Listener) => {
      if (type === 'statechange') listeners.push(listener);
    }),
    becomes(state: ServiceWorkerState) {
      this.state = state;
      for (const listener of listeners) listener();
    },
  };
}

let controllerChange: Listener[];
let worker: ReturnType<typeof fakeWorker>;
let registration: { waiting: ReturnType<typeof fakeWorker> | null };

beforeEach(() => {
  vi.useFakeTimers();
  controllerChange = [];
  worker = fakeWorker();
  registration = { waiting: worker };
  vi.stubGlobal('navigator', {
    serviceWorker: { addEventListener: (type: string, listener: Listener) => type === 'controllerchange' && controllerChange.push(listener) },
  });
  vi.stubGlobal('window', { location: { reload: vi.fn() } });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const apply = () => applyUpdate(registration as unknown as ServiceWorkerRegistration);

describe('applyUpdate', () => {
  it('sends SKIP_WAITING and reloads once when the new version controls the page; nothing more after', () => {
    apply();
    expect(worker.postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'SKIP_WAITING' });
    expect(window.location.reload).not.toHaveBeenCalled();
    for (const listener of controllerChange) listener();
    for (const listener of controllerChange) listener();
    worker.becomes('activated');
    vi.advanceTimersByTime(UPDATE_RELOAD_FALLBACK_MS * 2);
    expect(window.location.reload).toHaveBeenCalledTimes(1);
    expect(worker.postMessage).toHaveBeenCalledTimes(1);
  });

  it('asks again while the version still waits, and no more once it has left the waiting place', () => {
    // Two retries fit before the fallback's reload.
    expect(2 * SKIP_WAITING_RETRY_MS).toBeLessThan(UPDATE_RELOAD_FALLBACK_MS);
    apply();
    vi.advanceTimersByTime(SKIP_WAITING_RETRY_MS);
    expect(worker.postMessage).toHaveBeenCalledTimes(2);
    registration.waiting = null;
    vi.advanceTimersByTime(SKIP_WAITING_RETRY_MS);
    expect(worker.postMessage).toHaveBeenCalledTimes(2);
    expect(window.location.reload).not.toHaveBeenCalled();
  });

  it('reloads when the new worker reports itself activated, even without controllerchange', () => {
    apply();
    worker.becomes('activating');
    expect(window.location.reload).not.toHaveBeenCalled();
    worker.becomes('activated');
    expect(window.location.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads anyway after UPDATE_RELOAD_FALLBACK_MS without the new version in control, and asks no more', () => {
    apply();
    vi.advanceTimersByTime(UPDATE_RELOAD_FALLBACK_MS - 1);
    expect(window.location.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(window.location.reload).toHaveBeenCalledTimes(1);
    const asked = worker.postMessage.mock.calls.length;
    vi.advanceTimersByTime(SKIP_WAITING_RETRY_MS * 3);
    expect(worker.postMessage).toHaveBeenCalledTimes(asked);
  });

  it('reloads once more when the new version takes control after the fallback reload began (its activation can cancel that navigation)', () => {
    apply();
    vi.advanceTimersByTime(UPDATE_RELOAD_FALLBACK_MS);
    expect(window.location.reload).toHaveBeenCalledTimes(1);
    for (const listener of controllerChange) listener();
    expect(window.location.reload).toHaveBeenCalledTimes(2);
    worker.becomes('activated');
    for (const listener of controllerChange) listener();
    expect(window.location.reload).toHaveBeenCalledTimes(2);
  });

  it('reloads at once when no version waits any more (another tab took the update)', () => {
    registration.waiting = null;
    apply();
    expect(window.location.reload).toHaveBeenCalledTimes(1);
    expect(controllerChange).toHaveLength(0);
    vi.advanceTimersByTime(UPDATE_RELOAD_FALLBACK_MS * 2);
    expect(window.location.reload).toHaveBeenCalledTimes(1);
  });
});
