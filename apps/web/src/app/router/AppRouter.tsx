import { Fragment, memo } from 'react';
import { HashRouter, Navigate, Route, Routes, useParams } from 'react-router';
import type { FeatureRoute, RouteMount } from '../../shared/manifest/FeatureManifest';
import { RequirePermission } from '../../shared/permissions/RequirePermission';
import { RequireAuth } from '../routing/RequireAuth';
import { RootLayout } from './RootLayout';
import { FEATURE_ROUTES } from './routeRegistry';
import { AppLayout } from './preloadCurrentRoute';

/** A manifest's redirect: `:name` takes the route's parameter (users/:uuid → /settings/users/:uuid). */
function Redirect({ to }: { to: string }) {
  const params = useParams();
  return <Navigate to={to.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))} replace />;
}

function element(route: FeatureRoute) {
  if ('redirect' in route) return <Redirect to={route.redirect} />;
  const Page = route.page;
  return <Page key={route.key} {...route.props} />;
}

/** The routes of one mount, each behind its permission's guard (a role without it goes to /404). */
function routesOf(mount: RouteMount) {
  return FEATURE_ROUTES.filter((route) => route.mount === mount).map((route) => {
    const leaf = route.path === '' ? <Route index element={element(route)} /> : <Route path={route.path} element={element(route)} />;
    return route.permission || route.access ? (
      <Route key={route.path} element={<RequirePermission permission={route.permission} access={route.access} />}>
        {leaf}
      </Route>
    ) : (
      <Fragment key={route.path}>{leaf}</Fragment>
    );
  });
}

/**
 * Route table (shell spec §2), read from the features' manifests: public pages, signed-in pages
 * without the shell (print view) and the shell's pages. The declarative HashRouter is used rather
 * than a data router: no route has loaders, and it keeps the first screen lighter. Memoized: each
 * render of <Routes> flattens, ranks and matches every route again, so it renders when the address
 * changes, not when the app around it does (App, once the page's code is in).
 */
export const AppRouter = memo(function AppRouter() {
  return (
    <HashRouter>
      <Routes>
        <Route element={<RootLayout />}>
          {routesOf('public')}
          <Route element={<RequireAuth />}>
            {routesOf('signedIn')}
            <Route element={<AppLayout />}>{routesOf('shell')}</Route>
          </Route>
        </Route>
      </Routes>
    </HashRouter>
  );
});
