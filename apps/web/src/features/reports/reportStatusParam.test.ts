import { describe, expect, it } from 'vitest';
import { parseStatusParam, writeStatusParam } from './reportStatusParam';

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
