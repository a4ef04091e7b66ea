import { describe, expect, it } from 'vitest';
import { isForeignKeyViolation, isUniqueViolation, rethrowUniqueViolation, violatedUniqueIndex } from './unique-violation.js';

// What node-postgres throws, and drizzle's DrizzleQueryError that keeps it as `cause`.
const pgError = (code: string, constraint?: string) => Object.assign(new Error('pg'), { code, constraint });
const wrapped = (cause: Error) => Object.assign(new Error('Failed query'), { cause });

describe('unique violations', () => {
  it('names the violated unique index, wrapped by drizzle or not', () => {
    expect(violatedUniqueIndex(pgError('23505', 'users_email_idx'))).toBe('users_email_idx');
    expect(violatedUniqueIndex(wrapped(pgError('23505', 'users_email_idx')))).toBe('users_email_idx');
  });

  it('names nothing for another failure, a foreign key or a non-error', () => {
    expect(violatedUniqueIndex(wrapped(pgError('23503', 'users_account_id_fk')))).toBeUndefined();
    expect(violatedUniqueIndex(new Error('boom'))).toBeUndefined();
    expect(violatedUniqueIndex(undefined)).toBeUndefined();
    expect(violatedUniqueIndex(null)).toBeUndefined();
  });

  it('tells one index from another', () => {
    const error = wrapped(pgError('23505', 'makes_account_name_idx'));
    expect(isUniqueViolation(error, 'makes_account_name_idx')).toBe(true);
    expect(isUniqueViolation(error, 'models_account_make_name_idx')).toBe(false);
  });

  it('throws the domain error of the violated index', () => {
    const taken = new Error('taken');
    expect(() => rethrowUniqueViolation(wrapped(pgError('23505', 'customers_account_mobile_idx')), { customers_account_mobile_idx: () => taken })).toThrow(taken);
  });

  it('rethrows anything else as is: another index, another code, an inherited key', () => {
    const map = { customers_account_mobile_idx: () => new Error('taken') };
    for (const error of [
      wrapped(pgError('23505', 'other_idx')),
      wrapped(pgError('23503', 'customers_account_mobile_idx')),
      pgError('23505', 'toString'),
      new Error('boom'),
    ]) {
      expect(() => rethrowUniqueViolation(error, map)).toThrow(error);
    }
  });

  it('recognises a foreign key violation only', () => {
    expect(isForeignKeyViolation(wrapped(pgError('23503', 'worksheets_status_id_fk')))).toBe(true);
    expect(isForeignKeyViolation(pgError('23503'))).toBe(true);
    expect(isForeignKeyViolation(wrapped(pgError('23505', 'x')))).toBe(false);
    expect(isForeignKeyViolation(undefined)).toBe(false);
  });
});
