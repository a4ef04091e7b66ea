import { describe, expect, it } from 'vitest';
import { assignableRoles } from './assignableRoles';

describe('assignableRoles', () => {
  it('lets a FULL_ADMIN invite with any role', () => {
    expect(assignableRoles({ role: 'FULL_ADMIN', self: false })).toEqual(['FULL_ADMIN', 'ADMINISTRATOR', 'EMPLOYEE', 'GUEST']);
  });

  it('keeps FULL_ADMIN away from an administrator, for new users and existing ones', () => {
    expect(assignableRoles({ role: 'ADMINISTRATOR', self: false })).toEqual(['ADMINISTRATOR', 'EMPLOYEE', 'GUEST']);
    expect(assignableRoles({ role: 'ADMINISTRATOR', self: false }, 'FULL_ADMIN')).toEqual(['FULL_ADMIN']);
  });

  it('never raises one’s own role', () => {
    expect(assignableRoles({ role: 'EMPLOYEE', self: true }, 'EMPLOYEE')).toEqual(['EMPLOYEE', 'GUEST']);
    expect(assignableRoles({ role: 'GUEST', self: true }, 'GUEST')).toEqual(['GUEST']);
  });

  it('gives a technician nothing to assign to others', () => {
    expect(assignableRoles({ role: 'EMPLOYEE', self: false }, 'GUEST')).toEqual(['GUEST']);
  });
});
