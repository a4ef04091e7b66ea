import { lazy, Suspense } from 'react';
import { planPromptStore, usePlanPrompt } from './planPromptStore';

// The modal's code comes with the first refusal: the board (first screen) does not carry it.
const UpgradePrompt = lazy(() => import('./UpgradePrompt').then((m) => ({ default: m.UpgradePrompt })));

/** Shows the upgrade prompt whenever a refusal or a gated button opened it (mounted once, in the shell). */
export function UpgradePromptHost() {
  const refusal = usePlanPrompt();
  if (!refusal) return null;
  return (
    <Suspense fallback={null}>
      <UpgradePrompt refusal={refusal} onClose={planPromptStore.close} />
    </Suspense>
  );
}
