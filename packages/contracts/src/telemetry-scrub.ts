/**
 * What error reporting and analytics may carry (issue 17, optional services): no secrets and no
 * personal data. The server (Sentry for Node) and the web app (Sentry for the browser, PostHog)
 * pass every event through these before it leaves. Zod-free: the web app loads it with them only.
 */

export const FILTERED = '[Filtered]';

/** Query parameters that carry a secret: signed links (?t=), reset and validation tokens, keys. */
const SECRET_PARAMS = /^(t|token|code|key|api_?key|secret|signature|sig|password|access_?token|refresh_?token|auth|authorization|jwt|sentry_key)$/i;

/**
 * Query parameters that carry personal data: the e-mail address of /verify-email and
 * /lost-password, and what was typed in a search (GET /api/search?q=, the lists' ?q=: a
 * customer's name, a plate, a phone number), which the pages keep in their address.
 */
const PERSONAL_PARAMS = /^(q|query|search|email|mail|phone|mobile|fullname|name|username)$/i;

/**
 * A path segment that may be a secret: the public links' tokens (/api/public/bookings/{token},
 * /api/public/calendar/{token}.ics, the widget's manage link) are long random strings. UUIDs are
 * record ids, kept so a failure can be found; slugs and words are short.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN_LIKE = /^[A-Za-z0-9_\-.~%]{20,}$/;

function scrubSegment(segment: string): string {
  const dot = segment.lastIndexOf('.');
  const stem = dot > 0 && segment.length - dot <= 5 ? segment.slice(0, dot) : segment;
  if (UUID.test(stem) || !TOKEN_LIKE.test(stem)) return segment;
  return FILTERED + segment.slice(stem.length);
}

function scrubPath(path: string): string {
  return path.split('/').map(scrubSegment).join('/');
}

function scrubQuery(query: string): string {
  if (!query) return query;
  return query
    .split('&')
    .map((pair) => {
      const at = pair.indexOf('=');
      const name = at < 0 ? pair : pair.slice(0, at);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // kept as written
      }
      if (at >= 0 && (SECRET_PARAMS.test(decoded) || PERSONAL_PARAMS.test(decoded))) return `${name}=${FILTERED}`;
      return at < 0 ? scrubSegment(pair) : `${name}=${scrubSegment(pair.slice(at + 1))}`;
    })
    .join('&');
}

/** `path?query` (no hash): the path's token-like segments and the secret parameters filtered. */
function scrubPathAndQuery(value: string): string {
  const at = value.indexOf('?');
  return at < 0 ? scrubPath(value) : `${scrubPath(value.slice(0, at))}?${scrubQuery(value.slice(at + 1))}`;
}

/**
 * A URL, absolute or a path, without its secrets; the hash router's route after '#' is scrubbed
 * the same way (#/verify-email?token=…). Credentials in the authority are dropped.
 */
export function scrubUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const main = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : `#${scrubPathAndQuery(url.slice(hashAt + 1))}`;
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(main)?.[0] ?? '';
  const safeOrigin = origin.replace(/\/\/[^/@]*@/, '//');
  return safeOrigin + scrubPathAndQuery(main.slice(origin.length)) + hash;
}

type Bag = Record<string, unknown>;

function isBag(value: unknown): value is Bag {
  return typeof value === 'object' && value !== null;
}

/** Keys whose string values are URLs in Sentry's events, breadcrumbs and spans. */
const URL_KEYS = new Set(['url', 'from', 'to', 'http.url', 'url.full', 'http.target', 'url.path', 'http.route', 'server.address.url']);

function scrubUrlFields(bag: unknown): void {
  if (!isBag(bag)) return;
  for (const [key, value] of Object.entries(bag)) {
    if (typeof value === 'string' && URL_KEYS.has(key)) bag[key] = scrubUrl(value);
  }
}

function scrubStringsWithUrls(value: unknown): unknown {
  return typeof value === 'string' && /[/?#]/.test(value) ? value.replace(/\S*[/?#]\S*/g, (word) => scrubUrl(word)) : value;
}

/** A breadcrumb (a fetch, a navigation, a console line): its URLs and its message scrubbed. */
export function scrubBreadcrumb<T>(breadcrumb: T): T {
  if (!isBag(breadcrumb)) return breadcrumb;
  const b: Bag = breadcrumb;
  scrubUrlFields(b.data);
  if (typeof b.message === 'string') b.message = scrubStringsWithUrls(b.message);
  return breadcrumb;
}

/**
 * A Sentry event (error or transaction) as it leaves: no request headers, cookies, body or query
 * (the Authorization header, refresh tokens, passwords), no user but an id, URLs scrubbed in the
 * request, the transaction name, breadcrumbs and spans. Works in place and answers the event.
 */
export function scrubEvent<T>(input: T): T {
  if (!isBag(input)) return input;
  const event: Bag = input;
  const request = event.request;
  if (isBag(request)) {
    delete request.headers;
    delete request.cookies;
    delete request.data;
    delete request.query_string;
    delete request.env;
    if (typeof request.url === 'string') request.url = scrubUrl(request.url);
  }
  if (isBag(event.user)) {
    const id = event.user.id;
    event.user = id === undefined ? {} : { id };
  }
  if (typeof event.transaction === 'string') event.transaction = scrubStringsWithUrls(event.transaction);
  if (Array.isArray(event.breadcrumbs)) event.breadcrumbs.forEach(scrubBreadcrumb);
  if (Array.isArray(event.spans)) {
    for (const span of event.spans) {
      if (!isBag(span)) continue;
      if (typeof span.description === 'string') span.description = scrubStringsWithUrls(span.description);
      scrubUrlFields(span.data);
    }
  }
  const contexts = event.contexts;
  if (isBag(contexts) && isBag(contexts.trace)) scrubUrlFields(contexts.trace.data);
  if (isBag(event.extra)) scrubUrlFields(event.extra);
  return input;
}

/** Span attributes that carry what the client sent: headers, cookies, bodies, addresses. */
const DROPPED_ATTRIBUTE = /^(http\.(request|response)\.(header|body|cookies?)\b|user\.|client\.address|network\.peer\.address|http\.client_ip|url\.query$)/;

/**
 * A streamed span (Sentry's `beforeSendSpan`): no header, body, cookie or user attribute, its
 * URLs and name scrubbed. Works in place on `attributes` (streamed) or `data` (static spans).
 */
export function scrubSpan<T>(input: T): T {
  if (!isBag(input)) return input;
  const span: Bag = input;
  if (typeof span.name === 'string') span.name = scrubStringsWithUrls(span.name);
  if (typeof span.description === 'string') span.description = scrubStringsWithUrls(span.description);
  for (const bag of [span.attributes, span.data]) {
    if (!isBag(bag)) continue;
    for (const [key, value] of Object.entries(bag)) {
      if (DROPPED_ATTRIBUTE.test(key)) delete bag[key];
      else if (/url|target|route|path/i.test(key)) {
        if (typeof value === 'string') bag[key] = scrubUrl(value);
        else if (isBag(value) && typeof value.value === 'string') value.value = scrubUrl(value.value);
      }
    }
  }
  return input;
}
