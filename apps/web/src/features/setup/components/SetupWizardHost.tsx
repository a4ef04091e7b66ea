import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useCan } from '../../../shared/permissions/useCan';
import { useSetupFeature } from '../api';
import { setupWizardStore, useSetupWizardOpened } from '../setupWizardStore';
import { shouldOpenSetupOnLoad } from '../shouldOpenSetup';
import { readSkipMarker } from '../skipMarker';

// The wizard's code (stepper, address lists, forms) is fetched only when it opens.
const SetupWizard = lazy(() => import('./SetupWizard').then((m) => ({ default: m.SetupWizard })));

/**
 * Mounted once in the shell. On load, opens the wizard if the SETUP feature is pending and it
 * was not skipped in the last 12 hours (only for roles that manage the settings); afterwards
 * the navigation's setup button opens it.
 */
export function SetupWizardHost() {
  const allowed = useCan('settings:manage');
  const { feature, isSuccess } = useSetupFeature(allowed);
  const opened = useSetupWizardOpened();
  const decided = useRef(false);
  // Stays mounted after the first opening: the steps keep what was typed and the dialog animates out.
  const [mounted, setMounted] = useState(false);
  if (opened && !mounted) setMounted(true);

  useEffect(() => {
    if (decided.current || !isSuccess) return;
    decided.current = true;
    if (shouldOpenSetupOnLoad({ pending: !!feature, skippedAt: readSkipMarker(), now: Date.now() })) setupWizardStore.open();
  }, [isSuccess, feature]);

  // Leaving the shell (sign-out) must not leave the store open for the next user.
  useEffect(() => () => setupWizardStore.close(), []);

  if (!allowed || !feature || !mounted) return null;
  return (
    <Suspense fallback={null}>
      <SetupWizard feature={feature} opened={opened} />
    </Suspense>
  );
}
