import { lazy } from 'react';
import { withTexts } from '../../i18n/withTexts';

// The clock feature's public pieces (issue 13: the clock-in strip, clocking on lines and cards,
// a work order's time). The shell and the board import these: keep them light.
export { clockKeys, runningClocksQuery, useClockIn, useClockOut, useRunningClocks } from './api';
export { runningOnLine, runningOnWorkorder, runningWorkorderUuid, isPendingClock } from './runningClock';
export { ClockInButton } from './components/ClockInButton';
export { CLOCK_STRIP_HEIGHT, HeaderClockIn, ShellClockStrip, useClockStripShown } from './components/ShellClock';

/**
 * A service line's start/stop button, loaded with the work-order page (the board and the shell,
 * which import this file, do not carry it). Render it in a Suspense holding its 44 px.
 */
export const LineClockButton = /*#__PURE__*/ lazy(withTexts(() => import('./components/LineClockButton').then((module) => ({ default: module.LineClockButton }))));

/** The work order's 'Temps' card; its code and texts come with it (the work-order page). */
export const WorkorderTimeCard = /*#__PURE__*/ lazy(withTexts(() => import('./components/WorkorderTimeCard').then((module) => ({ default: module.WorkorderTimeCard }))));
