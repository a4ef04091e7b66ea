import { describe, expect, it } from 'vitest';
import { emptyTechnicianRow, rowsToInvite, shouldInvite, technicianRowErrors, type TechnicianRow } from './technicians';

const row = (patch: Partial<TechnicianRow>): TechnicianRow => ({ ...emptyTechnicianRow(), ...patch });

describe('technicians step', () => {
  it('invites nobody when the first row has neither a full name nor an email', () => {
    const rows = [row({ username: 'abc' }), row({ fullname: 'Luc Gagnon', username: 'lgagnon', email: 'luc@atelier.test' })];
    expect(shouldInvite(rows)).toBe(false);
    expect(rowsToInvite(rows)).toEqual([]);
  });

  it('invites the filled rows when the first row has a full name or an email', () => {
    const rows = [row({ email: 'a@atelier.test' }), row({}), row({ fullname: 'Luc Gagnon' })];
    expect(shouldInvite(rows)).toBe(true);
    expect(rowsToInvite(rows).map(({ index }) => index)).toEqual([0, 2]);
  });

  it('does not invite a row twice', () => {
    const rows = [row({ fullname: 'Ana Roy', invited: true }), row({ fullname: 'Luc Gagnon' })];
    expect(rowsToInvite(rows).map(({ index }) => index)).toEqual([1]);
  });

  it('checks the full name, the username and the email of a row', () => {
    expect(technicianRowErrors(row({}))).toEqual({
      fullname: 'error.ERR_FULLNAME_REQUIRED',
      username: 'error.ERR_USERNAME_REQUIRED',
      email: 'error.ERR_REQUIRED',
    });
    expect(technicianRowErrors(row({ fullname: 'Luc', username: 'Luc G', email: 'luc@' }))).toEqual({
      username: 'error.ERR_INVALID_USERNAME',
      email: 'error.ERR_INVALID_EMAIL',
    });
    expect(technicianRowErrors(row({ fullname: 'Luc Gagnon', username: 'lgagnon', email: 'luc@atelier.test' }))).toEqual({});
  });
});
