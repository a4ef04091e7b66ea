import { describe, expect, it } from 'vitest';
import { hasPageAccess } from './pageAccess';

describe('hasPageAccess', () => {
  it('lets every signed-in role through a page without a web-only rule', () => {
    for (const role of ['FULL_ADMIN', 'ADMINISTRATOR', 'EMPLOYEE', 'GUEST'] as const) expect(hasPageAccess(role, undefined, false)).toBe(true);
  });

  it('keeps the design showcase to the owner in production', () => {
    expect(hasPageAccess('FULL_ADMIN', 'ownerOrDevelopment', false)).toBe(true);
    for (const role of ['ADMINISTRATOR', 'EMPLOYEE', 'GUEST'] as const) expect(hasPageAccess(role, 'ownerOrDevelopment', false), role).toBe(false);
  });

  it('opens it to any signed-in user in development, never to nobody', () => {
    for (const role of ['FULL_ADMIN', 'ADMINISTRATOR', 'EMPLOYEE', 'GUEST'] as const) expect(hasPageAccess(role, 'ownerOrDevelopment', true), role).toBe(true);
    expect(hasPageAccess(undefined, 'ownerOrDevelopment', true)).toBe(false);
    expect(hasPageAccess(null, 'ownerOrDevelopment', false)).toBe(false);
  });
});
