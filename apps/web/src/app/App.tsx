import { useEffect, useState } from 'react';
import { AppProviders } from './providers/AppProviders';
import { ReadinessGate } from './readiness/ReadinessGate';
import { AppRouter, preloadCurrentRoute } from './router/AppRouter';
import { afterPaint, warmIntl } from './bootstrap/warmIntl';

export function App() {
  // Once the loading screen is painted, the page's code (and the shell's) downloads beside the
  // readiness check instead of after it. Earlier, it would slow the first paint down on a phone's
  // connection.
  // The loading screen also waits for that code: the page then renders at once, with no page
  // loader in between (and no Suspense throttle after it: see preloadable).
  const [codeIn, setCodeIn] = useState(false);
  useEffect(() => void preloadCurrentRoute().then(() => setCodeIn(true)), []);
  useEffect(() => afterPaint(warmIntl), []);
  return (
    <AppProviders>
      <ReadinessGate codeIn={codeIn}>
        <AppRouter />
      </ReadinessGate>
    </AppProviders>
  );
}
