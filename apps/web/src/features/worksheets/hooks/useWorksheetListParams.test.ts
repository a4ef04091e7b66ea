import { describe, expect, it } from 'vitest';
import { readFilters } from './useWorksheetListParams';

describe('work-order list filters in the URL', () => {
  it('reads the group, status, technician and customer', () => {
    expect(readFilters(new URLSearchParams('status=done&statusId=12&technician=t1&customer=c1'))).toEqual({
      group: 'DONE',
      statusId: 12,
      technicianUuid: 't1',
      customerUuid: 'c1',
    });
  });

  it('ignores an unknown group or a bad status id', () => {
    expect(readFilters(new URLSearchParams('status=LATER&statusId=-3'))).toEqual({ group: null, statusId: null, technicianUuid: null, customerUuid: null });
  });
});
