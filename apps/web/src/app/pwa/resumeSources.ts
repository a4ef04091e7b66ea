import { focusManager, onlineManager } from '@tanstack/react-query';
import type { ResumeSource } from './scheduleUpdateChecks';

/**
 * The moments TanStack Query re-runs the readiness check (shared/readiness/api.ts,
 * refetchOnWindowFocus / refetchOnReconnect, shell spec §4 "Offline"): the page becomes visible,
 * the browser comes back online. The update check hooks into the same managers, so both run together.
 */
export const pageVisibleAgain: ResumeSource = (onResume) => focusManager.subscribe((focused) => focused && onResume());
export const backOnline: ResumeSource = (onResume) => onlineManager.subscribe((online) => online && onResume());
