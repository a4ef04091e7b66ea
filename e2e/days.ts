/** A day `offset` days from now, as YYYY-MM-DD (UTC: two days on each side cover any shop's today). */
export const dayFromNow = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * The timesheet's path over a period around now. Its default week would miss an entry clocked on
 * Sunday night once the page opens on Monday, and the browser's and the server's time-zone data may
 * not agree on that hour (Chromium has British Columbia on UTC-7 all year, tzdata 2025b does not).
 */
export const timesheetAroundNow = () => `/timelog?from=${dayFromNow(-2)}&to=${dayFromNow(2)}`;
