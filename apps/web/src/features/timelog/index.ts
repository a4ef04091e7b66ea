// The timelog feature's public pieces: other features (the clock) import these, never its internals.
// The panel's texts come with the pages (i18n/{fr,en}.json): from a first screen, load it with withTexts.
export { timelogKeys, useClockOut, type TimelogFilters, type TimelogListParams } from './api';
export { TimeEntryPanel, type TimeEntryPanelProps } from './components/TimeEntryPanel';
export { formatDuration, formatHours, parseDuration } from './duration';
export { shopNow, shopToday, toShopWall } from './shopClock';
