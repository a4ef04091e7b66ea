import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useLocation } from 'react-router';
import { useHealth } from '../readiness/api';
import { useSession } from '../session/useSession';
import { shouldCapturePageview } from './pageviews';
import type { Analytics } from './posthogClient';
import { telemetryServicesFrom } from './services';

let sentryStarted = false;
let analyticsLoading: Promise<Analytics> | undefined;

/**
 * The optional services of the web app (issue 17), mounted once in the router's root. Nothing is
 * loaded nor sent unless /api/health names the service. Error reporting starts as soon as it is
 * named; analytics only once someone is signed in: that user is identified, each page they open
 * is a manual '$pageview' (print pages excepted), and signing out forgets them (reset).
 */
export function Telemetry() {
  const health = useHealth().data;
  const { errorReporting, analytics: analyticsConfig } = useMemo(() => telemetryServicesFrom(health), [health]);
  const { user } = useSession();
  const { i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const [analytics, setAnalytics] = useState<Analytics | null>(null);
  const identified = useRef<string | null>(null);

  const dsn = errorReporting?.dsn;
  useEffect(() => {
    if (!dsn || sentryStarted) return;
    sentryStarted = true;
    import('./sentryClient').then(({ startSentry }) => startSentry(dsn)).catch((error: unknown) => console.error('error reporting could not start', error));
  }, [dsn]);

  const signedIn = Boolean(user);
  const key = analyticsConfig?.key;
  const host = analyticsConfig?.host;
  useEffect(() => {
    if (!key || !host || !signedIn || analytics) return;
    let current = true;
    analyticsLoading ??= import('./posthogClient').then(({ startPosthog }) => startPosthog(key, host));
    analyticsLoading.then((loaded) => current && setAnalytics(loaded)).catch((error: unknown) => console.error('analytics could not start', error));
    return () => {
      current = false;
    };
  }, [key, host, signedIn, analytics]);

  const uuid = user?.uuid;
  const role = user?.permissionFlags;
  const language = i18n.resolvedLanguage ?? 'fr';
  useEffect(() => {
    if (!analytics) return;
    if (uuid && role && identified.current !== uuid) {
      analytics.identify({ uuid, role, language });
      identified.current = uuid;
    } else if (!uuid && identified.current) {
      analytics.reset();
      identified.current = null;
    }
  }, [analytics, uuid, role, language]);

  useEffect(() => {
    if (!analytics || !shouldCapturePageview(Boolean(uuid), window.location)) return;
    analytics.pageview();
  }, [analytics, uuid, pathname, search]);

  return null;
}
