import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './error-handler.js';

/** drizzle wraps the driver's error: the classifier reads the cause. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });
const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable (503, not 500)', () => {
  it.each([
    ['57P01 admin shutdown', pgError('57P01', 'terminating connection due to administrator command')],
    ['57P02 crash shutdown', pgError('57P02')],
    ['57P03 cannot connect now (starting up)', pgError('57P03', 'the database system is starting up')],
    ['class 08 connection failure', pgError('08006')],
    ['53300 too many connections', pgError('53300')],
    ['ECONNREFUSED', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['ECONNRESET', pgError('ECONNRESET')],
    ['lost connection (node-postgres)', new Error('Connection terminated unexpectedly')],
    ['pool connect timeout (pg-pool)', new Error('timeout exceeded when trying to connect')],
    ['every address refused (AggregateError)', Object.assign(new AggregateError([pgError('ECONNREFUSED')], ''), { code: 'ECONNREFUSED' })],
    ['AggregateError without its own code', new AggregateError([pgError('ECONNREFUSED')], '')],
  ])('%s, bare and wrapped', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ['unique violation', pgError('23505')],
    ['data exception (class 22)', pgError('22P02')],
    ['a bug', new TypeError('Cannot read properties of undefined')],
    ['nothing', undefined],
  ])('%s is not', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });
});
