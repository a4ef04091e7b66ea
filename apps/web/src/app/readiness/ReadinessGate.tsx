import { useDeferredValue, type ReactNode } from 'react';
import { LoadingScreen } from '../shell/LoadingScreen';
import { useReadiness } from '../../shared/readiness/api';

/**
 * Holds the app behind the loading screen until the server is ready and the first page's code is in
 * (`codeIn`). If a later check fails the screen is drawn over the app, which stays mounted so
 * nothing typed is lost.
 */
export function ReadinessGate({ children, codeIn }: { children: ReactNode; codeIn: boolean }) {
  const { ready, down } = useReadiness();
  // The app's first render is deferred: React draws it in slices between which a phone's browser
  // can paint and answer taps (a readiness answer is a synchronous update, drawn in one long task).
  const open = useDeferredValue(ready && codeIn);
  if (!open) return <LoadingScreen />;
  return (
    <>
      {children}
      {down && <LoadingScreen overlay />}
    </>
  );
}
