import helmet, { type HelmetOptions } from 'helmet';
import { sep } from 'node:path';
import type { FastifyInstance, FastifyReply, RouteShorthandOptions } from 'fastify';
import type { Config } from '../config.js';
import { CORRELATION_HEADER } from './correlation.js';

type Directives = Record<string, string[]>;

/**
 * The SHA-256 of apps/web/public/theme-init.js, which the web build copies into index.html
 * (apps/web/build/inlineFirstPaint.ts): the one inline script the policy lets run. A change to that
 * file changes it (security-headers.test.ts fails until it is updated here).
 */
export const THEME_SCRIPT_HASH = "'sha256-KMXgpoYslmMUxn0CCJ0jdYHufe7xoh5sYsBLIOASeBw='";

/**
 * The Content-Security-Policy of the web app (issue 10). The tokens live in localStorage, so this
 * is the second line against XSS: only the app's own files run.
 * - script-src 'self' and one hash: no eval, and no inline script but index.html's theme script
 *   (THEME_SCRIPT_HASH), which the build inlines so the first paint waits for no request.
 * - style-src 'self' 'unsafe-inline': Mantine writes its CSS variables in <style> elements at run
 *   time and its style props as style attributes; a nonce cannot cover attributes and index.html
 *   is a static file. Inline styles run no code: the risk left is CSS-based page defacement or
 *   attribute sniffing, not script execution.
 * - img-src data: blob: — the avatar and logo previews before upload, and Mantine's data-URI icons.
 * - connect-src 'self': the app talks to its own API only (plus the optional services, appCsp).
 * - frame-ancestors 'none': nobody frames the app (clickjacking); see `framableBy` for the one
 *   page meant to be embedded (the future booking widget).
 * Swagger UI (/api/docs) runs under the same policy: its page has no inline script.
 */
export const APP_CSP: Directives = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'script-src': ["'self'", THEME_SCRIPT_HASH],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
  'frame-src': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The optional services the web app may send to (issue 17), as configured. */
export type CspServices = Pick<Config, 'sentryDsn' | 'posthog'>;

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * The app's policy with connect-src naming the Sentry ingest origin (the DSN's) and the PostHog
 * host's origin, each only when configured: unset, the app may reach its own origin only. The
 * booking widget (framableBy) keeps APP_CSP: it reports to neither.
 */
export function appCsp(services: CspServices = {}): Directives {
  const extra = [originOf(services.sentryDsn), originOf(services.posthog?.host)].filter((o): o is string => Boolean(o));
  if (extra.length === 0) return APP_CSP;
  return { ...APP_CSP, 'connect-src': [...APP_CSP['connect-src']!, ...new Set(extra)] };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own security headers over every answer's (framableBy). */
    securityHeaders?: HelmetOptions;
  }
}

/**
 * Route options that let other sites frame one route (the booking widget, whose shops embed it
 * on their own sites): the same policy with `frame-ancestors` set to those origins, and no
 * X-Frame-Options (which cannot name origins). Every other route keeps frame-ancestors 'none'.
 *   app.get('/widget/:shop', { ...framableBy(['https:']), handler })
 */
export function framableBy(origins: string[]): Pick<RouteShorthandOptions, 'config'> {
  return {
    config: {
      securityHeaders: {
        contentSecurityPolicy: { useDefaults: false, directives: { ...APP_CSP, 'frame-ancestors': origins } },
        xFrameOptions: false,
      },
    },
  };
}

/** Writes a set of headers on the raw response (helmet's middleware, made once). */
type HeaderWriter = ReturnType<typeof helmet>;

/**
 * Security headers of every answer (app, assets, API, errors, 404): the CSP above,
 * X-Content-Type-Options: nosniff, Referrer-Policy: no-referrer (links out of the app tell
 * nothing: reset tokens travel in the address), X-Frame-Options: DENY for old browsers, and
 * Cache-Control: no-store on API answers — always on an authenticated one (a bearer token or an
 * API key, errors included), by default on the others (sign-in answers carry tokens); public
 * files (uploaded pictures) keep the caching their route sets.
 *
 * helmet's writers are made once, for every answer and for each route with its own
 * (framableBy), when the route is declared. @fastify/helmet made them again on every request,
 * parsing the policy each time: ~3 % of a small API call's server time.
 */
export async function registerSecurityHeaders(app: FastifyInstance, services: CspServices = {}): Promise<void> {
  const everyAnswer: HelmetOptions = {
    contentSecurityPolicy: { useDefaults: false, directives: appCsp(services) },
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    // HTTPS is the reverse proxy's business; never pin subdomains of a domain Atelier does not own.
    strictTransportSecurity: { maxAge: 180 * 24 * 60 * 60, includeSubDomains: false },
    crossOriginEmbedderPolicy: false,
  };
  const writeEveryAnswer = helmet(everyAnswer);
  const writers = new WeakMap<HelmetOptions, HeaderWriter>();
  app.addHook('onRoute', (route) => {
    const own = route.config?.securityHeaders;
    if (own && !writers.has(own)) writers.set(own, helmet({ ...everyAnswer, ...own } as HelmetOptions));
  });
  app.addHook('onRequest', (request, reply, done) => {
    const own = request.routeOptions.config?.securityHeaders;
    const write = (own && writers.get(own)) || writeEveryAnswer;
    // helmet's writer calls back at once, with no error (it throws on a bad option, at start).
    write(request.raw, reply.raw, done as (error?: unknown) => void);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/')) return payload;
    if (request.headers.authorization !== undefined || !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    if (isUnframableJson(reply)) dropPageHeaders(reply);
    return payload;
  });
}

/** The policy of a script, stylesheet or font: it is not a page, so it loads nothing and nobody frames it. */
export const SUBRESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Headers that act only on a page (or a frame): on a script or a stylesheet they are bytes sent for nothing. */
const DOCUMENT_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Hashed scripts, stylesheets and fonts (or their .br/.gz copies); SVG and HTML can be opened as pages and keep the page headers. */
const HASHED_SUBRESOURCE = /^assets\/[^/]+\.(?:js|css|woff2?)(?:\.br|\.gz)?$/;

/** The first screen's files that are not hashed, revalidated on each load (webFileCaching): the theme script, the manifest and its icons. sw.js is not one: a worker runs under its own file's policy. */
const PLAIN_SUBRESOURCE = /^(?:theme-init\.js|manifest\.webmanifest|icons\/[^/]+\.png)(?:\.br|\.gz)?$/;

/** The page's headers replaced by a subresource's: helmet wrote them on the raw response. */
function dropPageHeaders(reply: FastifyReply): void {
  for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
  reply.raw.setHeader('Content-Security-Policy', SUBRESOURCE_CSP);
}

/**
 * A JSON answer of the API is read by the app's code, never shown as a page: it needs nosniff,
 * Referrer-Policy, X-Frame-Options and a policy that loads and frames nothing, not the page's
 * 400-byte CSP and the rest (≈ 0.55 KB of headers on each of the 10–20 calls of a first screen,
 * and on every call after). A route that names who may frame it (framableBy) keeps its own policy.
 */
function isUnframableJson(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !/^application\/(?:[\w.+-]*\+)?json\b/.test(type)) return false;
  const policy = reply.raw.getHeader('content-security-policy');
  return typeof policy === 'string' && /(?:^|;)\s*frame-ancestors 'none'\s*(?:;|$)/.test(policy);
}

/**
 * A hashed script, stylesheet or font gets a subresource's headers only: nosniff, Referrer-Policy,
 * X-Frame-Options and the short policy above instead of the page's CSP, COOP, HSTS and the rest
 * (about 1.1 KB of headers on each of the 60–100 files of a first screen, measured: 69 KB of the
 * sign-in page's 241 KB). Immutable, so no ETag or Last-Modified either: nobody revalidates it.
 * The first screen's plain files get the same headers but keep their validators: they are
 * revalidated on each load. Called by @fastify/static's setHeaders (app.ts).
 */
export function subresourceHeaders(reply: FastifyReply, pathInDist: string): void {
  const path = pathInDist.split(sep).join('/');
  const hashed = HASHED_SUBRESOURCE.test(path);
  if (!hashed && !PLAIN_SUBRESOURCE.test(path)) return;
  dropPageHeaders(reply);
  reply.removeHeader(CORRELATION_HEADER);
  if (hashed) for (const name of ['etag', 'last-modified']) reply.removeHeader(name);
}
