import { onDemand } from '../../../shared/ui/onDemand';
import type { TimeEntryPanelProps } from './TimeEntryPanel';

/**
 * The time-entry panel for a page that only may open it (a work order's time card): its form and
 * the rest of the texts come at its first opening, not with the page. Same props as TimeEntryPanel.
 */
export const TimeEntryPanelOnDemand = onDemand<TimeEntryPanelProps & { opened: boolean }>(() => import('./TimeEntryPanel').then((module) => module.TimeEntryPanel));
