import { useEffect, useState } from 'react';
import { AppProviders } from './providers/AppProviders';
import { ReadinessGate } from './readiness/ReadinessGate';
import { AppRouter } from './router/AppRouter';

/**
 * `pageCode`: the download of the page's code and the shell's, which main.tsx starts before the
 * first screen's texts are in (preloadCurrentRoute). The loading screen waits for that code too: the
 * page then renders at once, with no page loader in between (see preloadable).
 */
export function App({ pageCode }: { pageCode: Promise<void> }) {
  const [codeIn, setCodeIn] = useState(false);
  useEffect(() => void pageCode.then(() => setCodeIn(true)), [pageCode]);
  return (
    <AppProviders>
      <ReadinessGate codeIn={codeIn}>
        <AppRouter />
      </ReadinessGate>
    </AppProviders>
  );
}
