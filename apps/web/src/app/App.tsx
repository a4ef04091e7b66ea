import { useEffect } from 'react';
import { AppProviders } from './providers/AppProviders';
import { ReadinessGate } from './readiness/ReadinessGate';
import { AppRouter, preloadCurrentRoute } from './router/AppRouter';

export function App() {
  // Once the loading screen is painted, the page's code (and the shell's) downloads beside the
  // readiness check instead of after it. Earlier, it would slow the first paint down on a phone's
  // connection.
  useEffect(preloadCurrentRoute, []);
  return (
    <AppProviders>
      <ReadinessGate>
        <AppRouter />
      </ReadinessGate>
    </AppProviders>
  );
}
