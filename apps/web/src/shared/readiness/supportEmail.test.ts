import { describe, expect, it } from 'vitest';
import { FALLBACK_SUPPORT_EMAIL, supportEmailFrom } from './supportEmail';

describe('supportEmailFrom', () => {
  it('uses the address of the health answer', () => {
    expect(supportEmailFrom({ version: '0.1.0', supportEmail: 'aide@garage.ca' })).toBe('aide@garage.ca');
  });

  it('falls back to support@atelier.app', () => {
    expect(FALLBACK_SUPPORT_EMAIL).toBe('support@atelier.app');
    expect(supportEmailFrom(undefined)).toBe(FALLBACK_SUPPORT_EMAIL);
    expect(supportEmailFrom({ version: '0.1.0' })).toBe(FALLBACK_SUPPORT_EMAIL);
    expect(supportEmailFrom({ supportEmail: 'not an email' })).toBe(FALLBACK_SUPPORT_EMAIL);
  });
});
