import { describe, expect, it } from 'vitest';
import { startChunks } from './startChunks';
import { COMPILE_HINT, compileHints } from './compileHints';
import { testChunk } from './testChunk';

type Handler = (html: string, context: { bundle?: Record<string, unknown>; filename: string }) => string;
const handler = (startChunks().transformIndexHtml as unknown as { order: string; handler: Handler }).handler;

function bundle() {
  return {
    'assets/index-a.js': testChunk('assets/index-a.js', '/repo/apps/web/index.html', ['assets/react-b.js']),
    'assets/react-b.js': testChunk('assets/react-b.js', null),
    'assets/client-c.js': testChunk('assets/client-c.js', '/repo/apps/web/src/app/bootstrap/reactDom.ts', ['assets/react-b.js', 'assets/scheduler-d.js']),
    'assets/scheduler-d.js': testChunk('assets/scheduler-d.js', null),
    'assets/WorksheetPage-f.js': testChunk('assets/WorksheetPage-f.js', '/repo/apps/web/src/features/worksheets/pages/WorksheetPage.tsx', ['assets/Box-e.js']),
    'assets/Box-e.js': testChunk('assets/Box-e.js', null),
  };
}

const built = `<html><head><script type="module" crossorigin src="/assets/index-a.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-b.js">
</head><body></body></html>`;

describe('startChunks: the start modules main.tsx imports dynamically download with the entry', () => {
  it("links React DOM's client and what it imports, once each, and no page's own file", () => {
    const html = handler(built, { bundle: bundle(), filename: 'index.html' });
    const links = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((match) => match[1]);
    expect(links.sort()).toEqual(['assets/client-c.js', 'assets/react-b.js', 'assets/scheduler-d.js']);
    expect(html.indexOf('scheduler-d.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('fails the build when a start module has no chunk (the start would be a round trip slower)', () => {
    const files: Record<string, unknown> = bundle();
    delete files['assets/client-c.js'];
    expect(() => handler(built, { bundle: files, filename: 'index.html' })).toThrow(/reactDom/);
  });

  it('gives its chunks the compile hint, as the entry has it', () => {
    const files = bundle();
    (compileHints().generateBundle as unknown as { handler: (options: unknown, bundle: unknown) => void }).handler({}, files);
    expect(files['assets/client-c.js'].code.startsWith(COMPILE_HINT)).toBe(true);
    expect(files['assets/scheduler-d.js'].code.startsWith(COMPILE_HINT)).toBe(true);
    expect(files['assets/WorksheetPage-f.js'].code.startsWith(COMPILE_HINT)).toBe(false);
  });
});
