import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Telemetry } from '../../shared/telemetry/Telemetry';
import { PageLoader } from '../../shared/ui/PageLoader';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { useScrollTopOnNewPage } from './useScrollTopOnNewPage';

/** Top of the route tree: every page below is loaded on demand. */
export function RootLayout() {
  const { pathname } = useLocation();
  useScrollTopOnNewPage();
  return (
    <>
      <Telemetry />
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageLoader fullScreen />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}
