import { APP_RELEASE } from '@atelier/contracts/constants';
import { scrubBreadcrumb, scrubEvent, scrubSpan, scrubUrl } from '@atelier/contracts/telemetry-scrub';

/**
 * The web app's Sentry options (shell spec §1 release tag, §9 sample rates 1): no default PII,
 * nothing collected from requests, every event, span and breadcrumb scrubbed of tokens in URLs
 * (#/verify-email?token=, ?t= of an invoice link). The API's requests are left as they are: no
 * tracing headers are added to them.
 */
export function webSentryOptions(dsn: string) {
  return {
    dsn,
    release: APP_RELEASE,
    environment: import.meta.env?.MODE ?? 'production',
    sampleRate: 1,
    tracesSampleRate: 1,
    sendDefaultPii: false,
    tracePropagationTargets: [] as string[],
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    beforeSend: <T>(event: T) => scrubEvent(event),
    beforeSendSpan: <T>(span: T) => scrubSpan(span),
    beforeBreadcrumb: <T>(breadcrumb: T) => scrubBreadcrumb(breadcrumb),
  };
}

type AnalyticsEvent = { properties?: Record<string, unknown>; $set?: Record<string, unknown>; $set_once?: Record<string, unknown> } | null;

/** The addresses PostHog records ($current_url, $referrer, $pathname…) without their tokens. */
export function scrubAnalyticsEvent<T extends AnalyticsEvent>(event: T): T {
  for (const bag of [event?.properties, event?.$set, event?.$set_once]) {
    if (!bag) continue;
    for (const [key, value] of Object.entries(bag)) {
      if (typeof value === 'string' && /url|referrer|pathname/i.test(key)) bag[key] = scrubUrl(value);
    }
  }
  return event;
}

/**
 * PostHog's options (issue 17): identified users only, no automatic capture of any kind (clicks,
 * page views and leaves, recordings, heat maps, exceptions, performance), no surveys, toolbar,
 * flags or remote configuration, and no script loaded from PostHog: the slim no-external build
 * (capture and identify only, no extension bundled nor fetched).
 */
export function posthogOptions(host: string) {
  return {
    api_host: host,
    person_profiles: 'identified_only' as const,
    autocapture: false,
    capture_pageview: false,
    capture_pageleave: false,
    disable_session_recording: true,
    capture_heatmaps: false,
    capture_dead_clicks: false,
    capture_exceptions: false,
    capture_performance: false,
    rageclick: false,
    disable_surveys: true,
    disable_product_tours: true,
    disable_conversations: true,
    disable_web_experiments: true,
    disable_external_dependency_loading: true,
    advanced_disable_flags: true,
    advanced_disable_feature_flags: true,
    advanced_disable_toolbar_metrics: true,
    save_referrer: false,
    save_campaign_params: false,
    persistence: 'localStorage' as const,
    // Only signed-in users are ever captured, so the bot filter has nothing to do (and would
    // drop a headless browser's session).
    opt_out_useragent_filter: true,
    before_send: <T extends AnalyticsEvent>(event: T) => scrubAnalyticsEvent(event),
  };
}
