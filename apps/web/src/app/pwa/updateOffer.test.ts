import { UPDATE_NOTICE_MS } from '@atelier/contracts/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUpdateOffer, offerUpdate, subscribeUpdateOffer, withdrawUpdate } from './updateOffer';

describe('the update notice (shell spec §2 "Offline update", §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    withdrawUpdate();
    vi.useRealTimers();
  });

  it('lasts 30 seconds', () => {
    expect(UPDATE_NOTICE_MS).toBe(30_000);
    const offer = { apply: vi.fn() };
    offerUpdate(offer);
    expect(currentUpdateOffer()).toBe(offer);
    vi.advanceTimersByTime(29_999);
    expect(currentUpdateOffer()).toBe(offer);
    vi.advanceTimersByTime(1);
    expect(currentUpdateOffer()).toBeNull();
    expect(offer.apply).not.toHaveBeenCalled();
  });

  it('starts its 30 seconds again when offered again (a later check finds the version still waiting)', () => {
    offerUpdate({ apply: vi.fn() });
    vi.advanceTimersByTime(20_000);
    const again = { apply: vi.fn() };
    offerUpdate(again);
    vi.advanceTimersByTime(20_000);
    expect(currentUpdateOffer()).toBe(again);
    vi.advanceTimersByTime(10_000);
    expect(currentUpdateOffer()).toBeNull();
  });

  it('goes at once on « Plus tard », and its timer with it', () => {
    offerUpdate({ apply: vi.fn() });
    withdrawUpdate();
    expect(currentUpdateOffer()).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('tells its subscribers of each change until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeUpdateOffer(listener);
    offerUpdate({ apply: vi.fn() });
    vi.advanceTimersByTime(UPDATE_NOTICE_MS);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    offerUpdate({ apply: vi.fn() });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
