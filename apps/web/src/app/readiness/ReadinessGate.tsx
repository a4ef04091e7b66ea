import type { ReactNode } from 'react';
import { LoadingScreen } from '../shell/LoadingScreen';
import { useReadiness } from '../../shared/readiness/api';

/**
 * Holds the app behind the loading screen until the server is ready. If a later check fails the
 * screen is drawn over the app, which stays mounted so nothing typed is lost.
 */
export function ReadinessGate({ children }: { children: ReactNode }) {
  const { ready, down } = useReadiness();
  if (!ready) return <LoadingScreen />;
  return (
    <>
      {children}
      {down && <LoadingScreen overlay />}
    </>
  );
}
