import { describe, expect, it } from 'vitest';
import { canManageUser } from './canManageUser';

const owner = { uuid: 'a', role: 'FULL_ADMIN' as const };
const admin = { uuid: 'b', role: 'ADMINISTRATOR' as const };
const tech = { uuid: 'c', role: 'EMPLOYEE' as const };

describe('canManageUser', () => {
  it('lets an owner manage everyone but themselves', () => {
    expect(canManageUser(owner, admin)).toBe(true);
    expect(canManageUser(owner, { uuid: 'z', role: 'FULL_ADMIN' })).toBe(true);
    expect(canManageUser(owner, owner)).toBe(false);
  });

  it('keeps an administrator away from FULL_ADMINs', () => {
    expect(canManageUser(admin, tech)).toBe(true);
    expect(canManageUser(admin, owner)).toBe(false);
  });

  it('gives a technician no hold on anyone', () => {
    expect(canManageUser(tech, { uuid: 'g', role: 'GUEST' })).toBe(false);
  });
});
