/** The shop's public booking page (its own small bundle, served at /book/{slug}). */
export function bookingUrl(origin: string, slug: string): string {
  return `${origin}/book/${slug}`;
}

/**
 * What the shop pastes on its site. embed.js (the widget's loader) injects an iframe of
 * /book/{slug} right after this tag, or into a `<div data-atelier-booking>` when the page has
 * one, and resizes it by postMessage.
 */
export function embedSnippet(origin: string, slug: string): string {
  return `<script src="${origin}/book/embed.js" data-shop="${slug}" async></script>`;
}

export const EMBED_TARGET = '<div data-atelier-booking></div>';
