import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FAVICON_TAG, inlineFirstPaint, svgDataUrl, THEME_SCRIPT_TAG } from './inlineFirstPaint';

type Handler = (html: string, context: { bundle?: Record<string, unknown>; filename: string }) => string;

function handlerOf(plugin: ReturnType<typeof inlineFirstPaint>): Handler {
  return (plugin.transformIndexHtml as unknown as { handler: Handler }).handler;
}

const CSS_FILE = 'assets/index-AbC_12.css';
const built = (link = `<link rel="stylesheet" crossorigin href="/${CSS_FILE}">`) =>
  `<html><head>${FAVICON_TAG}${THEME_SCRIPT_TAG}<script type="module" crossorigin src="/assets/index-x1.js"></script>${link}</head><body></body></html>`;
const bundleWith = (source: string | Uint8Array) => ({ [CSS_FILE]: { type: 'asset', fileName: CSS_FILE, source } });

describe('inlineFirstPaint: index.html without render-blocking requests', () => {
  it('copies public/theme-init.js in byte for byte (the CSP allows it by its hash) and the entry stylesheet in its place', () => {
    const themeScript = readFileSync(new URL('../public/theme-init.js', import.meta.url), 'utf8');
    const bundle = bundleWith(':root{--x:1}');
    const html = handlerOf(inlineFirstPaint())(built(), { bundle, filename: 'index.html' });
    expect(html).toContain(`<script>${themeScript}</script>`);
    expect(html).not.toContain('src="/theme-init.js"');
    expect(html).toContain('<style>:root{--x:1}</style>');
    expect(html).not.toContain(CSS_FILE);
    // Its file is not written (nor precached by the worker).
    expect(bundle).toEqual({});
    // The theme is set before the stylesheet and the entry script.
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it("keeps the files' text as is: a $ is not a replacement pattern, bytes are read as UTF-8", () => {
    const handler = handlerOf(inlineFirstPaint("document.title = '$&';"));
    const css = ".a::after{content:'$& $1 é'}";
    const html = handler(built(), { bundle: bundleWith(new TextEncoder().encode(css)), filename: 'index.html' });
    expect(html).toContain("<script>document.title = '$&';</script>");
    expect(html).toContain(`<style>${css}</style>`);
  });

  it('puts public/favicon.svg in its link as a data: address, which the browser reads back to the same SVG', () => {
    const favicon = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');
    const html = handlerOf(inlineFirstPaint())(built(), { bundle: bundleWith('a{}'), filename: 'index.html' });
    const href = /<link rel="icon" type="image\/svg\+xml" href="([^"]+)" \/>/.exec(html)?.[1];
    expect(href).toMatch(/^data:image\/svg\+xml,/);
    expect(html).not.toContain('/favicon.svg');
    // What a browser decodes: the same drawing (quotes swapped, which XML allows), nothing lost to % or #.
    expect(decodeURIComponent(href!.slice('data:image/svg+xml,'.length))).toBe(
      favicon
        .trim()
        .replace(/\s*[\r\n]+\s*/g, ' ')
        .replace(/"/g, "'"),
    );
    expect(svgDataUrl('<svg fill="#fff">50%</svg>')).toBe("data:image/svg+xml,%3Csvg fill='%23fff'%3E50%25%3C/svg%3E");
  });

  it("leaves the dev server's page alone (no bundle)", () => {
    expect(handlerOf(inlineFirstPaint('x'))(built(), { filename: 'index.html' })).toBe(built());
  });

  it('fails the build when a tag is no longer there, or when the text would close its element', () => {
    const handler = handlerOf(inlineFirstPaint('x'));
    const bundle = bundleWith('a{}');
    expect(() => handler(built().replace(THEME_SCRIPT_TAG, ''), { bundle, filename: 'index.html' })).toThrow(/theme-init\.js.*inlineFirstPaint/);
    expect(() => handler(built().replace(FAVICON_TAG, ''), { bundle, filename: 'index.html' })).toThrow(/favicon\.svg/);
    expect(() => handler(built(''), { bundle, filename: 'index.html' })).toThrow(/stylesheet/);
    expect(() => handler(built(), { bundle: {}, filename: 'index.html' })).toThrow(/index-AbC_12\.css/);
    expect(() => handler(built(), { bundle: bundleWith('a{}</style><script>'), filename: 'index.html' })).toThrow(/<\/style/);
    expect(() => handlerOf(inlineFirstPaint('"</script>"'))(built(), { bundle, filename: 'index.html' })).toThrow(/<\/script/);
  });
});
