import { describe, expect, it } from 'vitest';
import { parseRangeParams, parseStatusParam, rangeProblem, reportQuery, writeStatusParam } from './reportStatusParam';

describe('?status= of the report', () => {
  it('reads a comma-separated list of groups, in board order, ignoring case, spaces, repeats and unknown words', () => {
    expect(parseStatusParam('DONE,TODO')).toEqual(['TODO', 'DONE']);
    expect(parseStatusParam(' done , in_progress,DONE,PAID')).toEqual(['IN_PROGRESS', 'DONE']);
    expect(parseStatusParam('')).toEqual([]);
    expect(parseStatusParam(null)).toEqual([]);
  });

  it('writes the ticked groups comma-separated in board order, and nothing when none is ticked', () => {
    expect(writeStatusParam(['DONE'])).toBe('DONE');
    expect(writeStatusParam(['DONE', 'TODO'])).toBe('TODO,DONE');
    expect(writeStatusParam(['IN_PROGRESS', 'TODO', 'DONE'])).toBe('TODO,IN_PROGRESS,DONE');
    expect(writeStatusParam([])).toBeNull();
  });

  it('round-trips', () => {
    expect(parseStatusParam(writeStatusParam(['DONE', 'IN_PROGRESS']))).toEqual(['IN_PROGRESS', 'DONE']);
  });
});

describe('?from=&to= of the report', () => {
  it('keeps real days of 2000–2099, drops the rest, swaps a reversed pair', () => {
    expect(parseRangeParams(new URLSearchParams('from=2026-11-01&to=2026-11-23'))).toEqual({ from: '2026-11-01', to: '2026-11-23' });
    expect(parseRangeParams(new URLSearchParams('from=2026-02-30&to=demain'))).toEqual({ from: null, to: null });
    expect(parseRangeParams(new URLSearchParams('from=1999-12-31&to=2026-01-01'))).toEqual({ from: null, to: '2026-01-01' });
    expect(parseRangeParams(new URLSearchParams('from=2026-11-23&to=2026-11-01'))).toEqual({ from: '2026-11-01', to: '2026-11-23' });
    expect(parseRangeParams(new URLSearchParams(''))).toEqual({ from: null, to: null });
  });

  it('says what stops a typed range: a wrong day, or the end before the start; open ends are fine', () => {
    expect(rangeProblem({ from: '2026-11-01', to: '2026-11-01' })).toBeNull();
    expect(rangeProblem({ from: null, to: '2026-11-01' })).toBeNull();
    expect(rangeProblem({ from: '2026-11-02', to: '2026-11-01' })).toBe('order');
    expect(rangeProblem({ from: '2026-13-01', to: null })).toBe('from');
    expect(rangeProblem({ from: null, to: '2100-01-01' })).toBe('to');
  });

  it('writes one request: groups, range, page', () => {
    expect(reportQuery(['DONE', 'TODO'], { from: '2026-11-01', to: null }, 2, 100)).toBe('status=TODO,DONE&from=2026-11-01&page=2&pageSize=100');
    expect(reportQuery([], { from: null, to: null }, 1, 1)).toBe('page=1&pageSize=1');
  });
});
