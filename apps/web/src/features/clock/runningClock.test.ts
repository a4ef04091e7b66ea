import { describe, expect, it } from 'vitest';
import { isPendingClock, runningOnLine, runningOnWorkorder, runningWorkorderUuid } from './runningClock';
import { OTHER_WORKORDER, timelog, WORKORDER } from './testEntries';

const onLine = timelog({ id: 5, endTime: null, duration: null, entryId: 7, entryName: 'Vidange' });
const general = timelog({ id: 6, endTime: null, duration: null, workorderUuid: null, worksheetUuid: null, worksheetId: null });

describe('which clock runs where', () => {
  it('finds the clock running on a line of a work order, not on another line or work order', () => {
    expect(runningOnLine([onLine], WORKORDER, 7)).toBe(onLine);
    expect(runningOnLine([onLine], WORKORDER, 8)).toBeNull();
    expect(runningOnLine([onLine], OTHER_WORKORDER, 7)).toBeNull();
  });

  it('a clock on any line, or on none, runs on the work order', () => {
    expect(runningOnWorkorder([onLine], WORKORDER)).toBe(onLine);
    const noLine = timelog({ id: 8, endTime: null, duration: null });
    expect(runningOnWorkorder([noLine], WORKORDER)).toBe(noLine);
    expect(runningOnLine([noLine], WORKORDER, 7)).toBeNull();
    expect(runningOnWorkorder([onLine], OTHER_WORKORDER)).toBeNull();
  });

  it('a closed entry is not running (the list may still hold it just after a clock-out)', () => {
    const closed = timelog({ entryId: 7 });
    expect(runningOnLine([closed], WORKORDER, 7)).toBeNull();
    expect(runningOnWorkorder([closed], WORKORDER)).toBeNull();
    expect(runningWorkorderUuid([closed])).toBeNull();
  });

  it('the board marks the work order of the running clock; a general clock marks none', () => {
    expect(runningWorkorderUuid([general])).toBeNull();
    expect(runningWorkorderUuid([general, onLine])).toBe(WORKORDER);
    expect(runningWorkorderUuid(undefined)).toBeNull();
    expect(runningOnWorkorder(undefined, WORKORDER)).toBeNull();
  });

  it('an entry shown before the server answered has a negative id', () => {
    expect(isPendingClock({ id: -1 })).toBe(true);
    expect(isPendingClock({ id: 5 })).toBe(false);
  });
});
