import { useEffect, useState } from 'react';
import { AppProviders } from './providers/AppProviders';
import { ReadinessGate } from './readiness/ReadinessGate';
import { AppRouter, preloadCurrentRoute } from './router/AppRouter';
import { afterPaint, warmIntl } from './bootstrap/warmIntl';

export function App() {
  // Once the loading screen is painted (earlier would slow that paint on a phone's connection), the
  // page's code and the shell's download beside the readiness check. The loading screen waits for
  // that code too: the page then renders at once, with no page loader in between (see preloadable).
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
