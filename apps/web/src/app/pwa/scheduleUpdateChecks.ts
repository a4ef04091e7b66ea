import { UPDATE_CHECK_INTERVAL_MS } from '@atelier/contracts/constants';

/** Calls its listener when the page becomes visible again or the browser is back online; answers how to stop. */
export type ResumeSource = (onResume: () => void) => () => void;

/**
 * Runs `check` every UPDATE_CHECK_INTERVAL_MS (shell spec §9: 60 minutes) and at every resume
 * (§4 "Offline": when the page becomes visible or the browser comes back online); answers the
 * function that stops it all.
 */
export function scheduleUpdateChecks(check: () => void, resumes: ResumeSource[]): () => void {
  const interval = setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  const unsubscribes = resumes.map((resume) => resume(check));
  return () => {
    clearInterval(interval);
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}
