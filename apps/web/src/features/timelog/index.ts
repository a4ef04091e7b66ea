// The timelog feature's public pieces: other features (the clock) import these, never its internals.
export { timelogKeys, useClockOut, type TimelogFilters, type TimelogListParams } from './api';
// Loaded at its first opening, with the rest of the texts: importing this file does not bring the form along.
export { TimeEntryPanelOnDemand } from './components/TimeEntryPanelOnDemand';
export type { TimeEntryPanelProps } from './components/TimeEntryPanel';
export { formatDuration, formatHours, parseDuration } from './duration';
export { shopNow, shopToday, toShopWall } from './shopClock';
