import { SETUP_SKIP_SUPPRESSION_MS } from '@atelier/contracts/constants';
import { describe, expect, it } from 'vitest';
import { shouldOpenSetupOnLoad } from './shouldOpenSetup';

const now = Date.UTC(2026, 10, 21, 12);
const HOUR = 60 * 60 * 1000;

describe('shouldOpenSetupOnLoad', () => {
  it('opens when the setup is pending and was never skipped', () => {
    expect(shouldOpenSetupOnLoad({ pending: true, skippedAt: null, now })).toBe(true);
  });

  it('never opens once the setup is finished', () => {
    expect(shouldOpenSetupOnLoad({ pending: false, skippedAt: null, now })).toBe(false);
    expect(shouldOpenSetupOnLoad({ pending: false, skippedAt: now - 13 * HOUR, now })).toBe(false);
  });

  it('stays closed for 12 hours after a skip', () => {
    expect(SETUP_SKIP_SUPPRESSION_MS).toBe(12 * HOUR);
    expect(shouldOpenSetupOnLoad({ pending: true, skippedAt: now - 1000, now })).toBe(false);
    expect(shouldOpenSetupOnLoad({ pending: true, skippedAt: now - 12 * HOUR + 1, now })).toBe(false);
  });

  it('opens again once 12 hours have passed since the skip', () => {
    expect(shouldOpenSetupOnLoad({ pending: true, skippedAt: now - 12 * HOUR, now })).toBe(true);
    expect(shouldOpenSetupOnLoad({ pending: true, skippedAt: now - 3 * 24 * HOUR, now })).toBe(true);
  });

  it('treats a skip dated in the future as a fresh one', () => {
    expect(shouldOpenSetupOnLoad({ pending: true, skippedAt: now + HOUR, now })).toBe(false);
  });
});
