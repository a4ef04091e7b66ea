import { SETUP_SKIP_SUPPRESSION_MS } from '@atelier/contracts/constants';

interface SetupOpenInput {
  /** A SETUP feature is pending for the account. */
  pending: boolean;
  /** When the wizard was last skipped on this device (epoch ms), or null. */
  skippedAt: number | null;
  now: number;
}

/**
 * Shell spec §4: the wizard opens on load only if a setup feature exists and there was no skip
 * within the last 12 hours. A skip time in the future (a clock set back) counts as a fresh skip.
 */
export function shouldOpenSetupOnLoad({ pending, skippedAt, now }: SetupOpenInput): boolean {
  if (!pending) return false;
  if (skippedAt === null) return true;
  return now - skippedAt >= SETUP_SKIP_SUPPRESSION_MS;
}

/**
 * Shell spec §2: the navigation's setup button shows while the setup is pending *and not
 * skipped* — by the same skip as the wizard's (within the last 12 hours), so after a skip the
 * button goes away with the dialog and comes back with it (issue 10: it stayed after a skip).
 */
export function shouldShowSetupButton(input: SetupOpenInput): boolean {
  return shouldOpenSetupOnLoad(input);
}
