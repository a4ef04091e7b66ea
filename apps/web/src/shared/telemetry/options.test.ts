import { describe, expect, it } from 'vitest';
import { posthogOptions, scrubAnalyticsEvent, webSentryOptions } from './options';

describe("the web app's Sentry options", () => {
  it('are the release 0.1.0-alpha, sample rates 1, no default PII, no tracing headers on API calls', () => {
    expect(webSentryOptions('https://k@o1.ingest.sentry.io/2')).toMatchObject({
      dsn: 'https://k@o1.ingest.sentry.io/2',
      release: '0.1.0-alpha',
      sampleRate: 1,
      tracesSampleRate: 1,
      sendDefaultPii: false,
      tracePropagationTargets: [],
    });
  });

  it('scrub the tokens of the address from an event', () => {
    const event = webSentryOptions('https://k@o1.ingest.sentry.io/2').beforeSend({
      request: { url: 'http://h/#/verify-email?token=abc', headers: { 'User-Agent': 'x' } },
    });
    expect(event).toEqual({ request: { url: 'http://h/#/verify-email?token=[Filtered]' } });
  });
});

describe("PostHog's options", () => {
  it('capture nothing by themselves and load nothing from PostHog', () => {
    expect(posthogOptions('https://eu.i.posthog.com')).toMatchObject({
      api_host: 'https://eu.i.posthog.com',
      person_profiles: 'identified_only',
      autocapture: false,
      capture_pageview: false,
      capture_pageleave: false,
      disable_session_recording: true,
      disable_surveys: true,
      disable_external_dependency_loading: true,
      advanced_disable_flags: true,
    });
  });

  it('send addresses without their tokens', () => {
    const event = scrubAnalyticsEvent({ properties: { $current_url: 'http://h/#/invoices/1/view?t=secret', $pathname: '/', role: 'EMPLOYEE' } });
    expect(event.properties).toEqual({ $current_url: 'http://h/#/invoices/1/view?t=[Filtered]', $pathname: '/', role: 'EMPLOYEE' });
  });
});
