import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, firstScreenChunks } from './compileHints';
import { testChunk } from './testChunk';

function bundle() {
  return {
    'assets/index-a.js': testChunk('assets/index-a.js', '/repo/apps/web/index.html', ['assets/react-b.js', 'assets/Box-c.js']),
    'assets/react-b.js': testChunk('assets/react-b.js', null),
    'assets/Box-c.js': testChunk('assets/Box-c.js', null, ['assets/react-b.js']),
    'assets/AppLayout-d.js': testChunk('assets/AppLayout-d.js', '/repo/apps/web/src/app/shell/AppLayout.tsx', ['assets/Box-c.js', 'assets/dayjs-e.js']),
    'assets/dayjs-e.js': testChunk('assets/dayjs-e.js', null),
    'assets/WorkboardPage-f.js': testChunk('assets/WorkboardPage-f.js', '/repo/apps/web/src/features/workboard/pages/WorkboardPage.tsx', ['assets/Box-c.js']),
    'assets/WorksheetPage-g.js': testChunk('assets/WorksheetPage-g.js', '/repo/apps/web/src/features/worksheets/pages/WorksheetPage.tsx', [
      'assets/Menu-h.js',
      'assets/Box-c.js',
    ]),
    'assets/Menu-h.js': testChunk('assets/Menu-h.js', null),
    'assets/frCore-i.js': testChunk('assets/frCore-i.js', '/repo/apps/web/src/i18n/fr/core.ts'),
    'assets/index-j.css': { type: 'asset' as const },
  };
}

describe('firstScreenChunks', () => {
  it("holds the entry, the shell, the board and what they import statically, not another page's own files nor lazy texts", () => {
    expect([...firstScreenChunks(bundle())].sort()).toEqual([
      'assets/AppLayout-d.js',
      'assets/Box-c.js',
      'assets/WorkboardPage-f.js',
      'assets/dayjs-e.js',
      'assets/index-a.js',
      'assets/react-b.js',
    ]);
  });
});

describe('compileHints', () => {
  it('puts the hint on the first line of those chunks only, and moves their source map down a line', () => {
    const files = bundle();
    files['assets/index-a.js'].map = { mappings: 'AAAA,CAAC' };
    const plugin = compileHints();
    const generate = plugin.generateBundle as { order: string; handler: (options: unknown, bundle: unknown) => void };
    // After Vite's own additions to the chunks (the entry's preload list).
    expect(generate.order).toBe('post');
    generate.handler({}, files);
    expect(files['assets/index-a.js'].code).toBe(`${COMPILE_HINT}export const x = () => 'assets/index-a.js';\n`);
    expect(files['assets/index-a.js'].map?.mappings).toBe(';AAAA,CAAC');
    expect(files['assets/AppLayout-d.js'].code.startsWith(COMPILE_HINT)).toBe(true);
    expect(files['assets/WorksheetPage-g.js'].code.startsWith('export')).toBe(true);
    expect(files['assets/Menu-h.js'].code.startsWith('export')).toBe(true);
    expect(files['assets/frCore-i.js'].code.startsWith('export')).toBe(true);
  });
});
