import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * The registration and its failures (shell spec §8): a failed registration or update is reported
 * (area offline-update) and every worker is unregistered; a check that cannot reach the server is
 * no failure. The browser's service-worker API is a stand-in here.
 */

const register = vi.fn();
const resume = vi.hoisted(() => ({ listeners: new Set<() => void>() }));
vi.mock('./UpdateNotice', () => ({ UpdateNotice: () => null }));
vi.mock('../../shared/telemetry/reportError', () => ({ reportError: vi.fn() }));
vi.mock('./resumeSources', () => {
  const source = (onResume: () => void) => {
    const listener = () => onResume();
    resume.listeners.add(listener);
    return () => resume.listeners.delete(listener);
  };
  return { pageVisibleAgain: source, backOnline: source };
});

const { registerServiceWorker } = await import('./registerServiceWorker');
const { reportError } = await import('../../shared/telemetry/reportError');
const { currentUpdateOffer, withdrawUpdate } = await import('./updateOffer');

type Fake = {
  registration: ReturnType<typeof fakeRegistration>;
  others: { unregister: ReturnType<typeof vi.fn> }[];
  container: { controller: object | null; listeners: Map<string, () => void> };
};

function fakeRegistration() {
  return {
    waiting: null as { postMessage: ReturnType<typeof vi.fn>; addEventListener?: ReturnType<typeof vi.fn> } | null,
    update: vi.fn(async () => undefined),
    unregister: vi.fn(async () => true),
    addEventListener: vi.fn(),
  };
}

let fake: Fake;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  const registration = fakeRegistration();
  const others = [{ unregister: vi.fn(async () => true) }];
  const listeners = new Map<string, () => void>();
  const container = { controller: {} as object | null, listeners };
  fake = { registration, others, container };
  vi.stubGlobal('navigator', {
    serviceWorker: {
      get controller() {
        return container.controller;
      },
      register,
      getRegistrations: vi.fn(async () => [registration, ...others]),
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 200 })),
  );
  vi.stubGlobal('window', { location: { reload: vi.fn() } });
  register.mockResolvedValue(registration);
});
afterEach(() => {
  withdrawUpdate();
  resume.listeners.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('registerServiceWorker', () => {
  it('reports a failed registration (offline-update) and unregisters every worker', async () => {
    const error = new Error('SecurityError');
    register.mockRejectedValue(error);
    registerServiceWorker();
    await flush();
    expect(reportError).toHaveBeenCalledWith(error, { area: 'offline-update' });
    expect(fake.registration.unregister).toHaveBeenCalled();
    expect(fake.others[0]!.unregister).toHaveBeenCalled();
  });

  it('reports a failed update check, unregisters every worker and checks no more', async () => {
    registerServiceWorker();
    await flush();
    expect(resume.listeners.size).toBe(2);
    const error = new TypeError('bad HTTP response code (404)');
    fake.registration.update.mockRejectedValueOnce(error);
    for (const listener of resume.listeners) listener();
    await flush();
    expect(reportError).toHaveBeenCalledWith(error, { area: 'offline-update' });
    expect(fake.registration.unregister).toHaveBeenCalled();
    expect(resume.listeners.size).toBe(0);
  });

  it('takes a check that cannot reach the server for no failure: nothing reported, the workers stay', async () => {
    registerServiceWorker();
    await flush();
    vi.mocked(fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    fake.registration.update.mockRejectedValue(new TypeError('Failed to fetch'));
    for (const listener of resume.listeners) listener();
    await flush();
    expect(reportError).not.toHaveBeenCalled();
    expect(fake.registration.unregister).not.toHaveBeenCalled();
    expect(resume.listeners.size).toBe(2);
  });

  it('offers a version waiting while another controls the page; Update sends SKIP_WAITING and reloads once it controls', async () => {
    const waiting = { postMessage: vi.fn(), addEventListener: vi.fn() };
    fake.registration.waiting = waiting;
    registerServiceWorker();
    await flush();
    const offer = currentUpdateOffer();
    expect(offer).not.toBeNull();
    offer!.apply();
    expect(waiting.postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'SKIP_WAITING' });
    expect(currentUpdateOffer()).toBeNull();
    expect(window.location.reload).not.toHaveBeenCalled();
    fake.container.listeners.get('controllerchange')!();
    fake.container.listeners.get('controllerchange')!();
    expect(window.location.reload).toHaveBeenCalledTimes(1);
  });

  it('follows nothing and reports nothing when the browser declines registration without an error', async () => {
    register.mockResolvedValue(undefined);
    registerServiceWorker();
    await flush();
    expect(reportError).not.toHaveBeenCalled();
    expect(resume.listeners.size).toBe(0);
  });

  it('offers nothing on the first install (no worker controls the page yet)', async () => {
    fake.registration.waiting = { postMessage: vi.fn() };
    fake.container.controller = null;
    registerServiceWorker();
    await flush();
    expect(currentUpdateOffer()).toBeNull();
  });
});
