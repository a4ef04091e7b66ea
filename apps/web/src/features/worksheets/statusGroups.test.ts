import { STATUS_GROUPS as CONTRACT_GROUPS } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { STATUS_GROUPS } from './statusGroups';

describe('status groups', () => {
  it('are the contract’s, in its order', () => {
    expect(STATUS_GROUPS).toEqual(CONTRACT_GROUPS);
  });
});
