import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { BOOKING_SLUG_PATTERN } from '@atelier/contracts/booking-constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { framableBy, SUBRESOURCE_CSP, subresourceHeaders } from './security-headers.js';
import type { App } from './types.js';

/** BOOKING_SLUG_PATTERN without its group, as a route parameter's pattern (the router reads parentheses as the pattern's bounds). */
const SLUG_ROUTE = '^[a-z0-9][a-z0-9-]{1,58}[a-z0-9]$';

/** The embed script is not hashed (its address is in the shops' sites): cached briefly, then revalidated. */
export const EMBED_CACHE_CONTROL = 'public, max-age=300, must-revalidate';

/**
 * The public booking widget (issue 15), built by apps/web (vite.book.config.ts) into dist/book/:
 * - GET /book/{slug} (and /book/{slug}/): its index.html, the one page other sites may frame
 *   (frame-ancestors *), revalidated on each load; ?booking={token} is the manage page, same file.
 * - GET /book/embed.js: the script shops paste on their site. Loaded cross-site, so
 *   Cross-Origin-Resource-Policy: cross-origin (helmet's same-origin would block it).
 * - GET /book/assets/*: hashed, immutable, precompressed (brotli, gzip) like the main app's assets.
 * Nothing when the widget is not built.
 */
export async function registerBookWidget(app: App, webDist: string): Promise<void> {
  const bookDir = join(webDist, 'book');
  if (!existsSync(join(bookDir, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: bookDir,
    prefix: '/book/',
    wildcard: false,
    decorateReply: false,
    preCompressed: true,
    index: false,
    // index.html is served under the shops' addresses only (below), with the framing policy.
    globIgnore: ['index.html', 'index.html.*'],
    setHeaders: (reply, path) => {
      const inBook = relative(bookDir, path).split(sep).join('/');
      if (inBook === 'embed.js' || inBook.startsWith('embed.js.')) {
        reply.header('Cache-Control', EMBED_CACHE_CONTROL);
        reply.raw.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
        reply.raw.setHeader('Content-Security-Policy', SUBRESOURCE_CSP);
        return;
      }
      reply.header('Cache-Control', inBook.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      subresourceHeaders(reply, inBook);
    },
  });

  const page = async (request: FastifyRequest<{ Params: { slug: string } }>, reply: FastifyReply) => {
    if (!BOOKING_SLUG_PATTERN.test(request.params.slug)) return reply.callNotFound();
    // The main app's static plugin (app.ts) sends it: precompressed and revalidated (no-cache) like its index.html.
    return reply.sendFile(join('book', 'index.html'));
  };
  const options = { ...framableBy(['*']), schema: { hide: true } };
  // The slug's pattern in the route itself: any other /book/… address falls to the app's 404, under the app's framing policy.
  app.get(`/book/:slug(${SLUG_ROUTE})`, options, page);
  app.get(`/book/:slug(${SLUG_ROUTE})/`, options, page);
}
