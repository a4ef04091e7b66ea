import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, firstScreenChunks } from './compileHints';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId,
  imports,
  code: `export const x = () => '${fileName}';\n`,
  map: null as { mappings: string } | null,
});

function bundle() {
  return {
    'assets/index-a.js': chunk('assets/index-a.js', '/repo/apps/web/index.html', ['assets/react-b.js', 'assets/Box-c.js']),
    'assets/react-b.js': chunk('assets/react-b.js', null),
    'assets/Box-c.js': chunk('assets/Box-c.js', null, ['assets/react-b.js']),
    'assets/AppLayout-d.js': chunk('assets/AppLayout-d.js', '/repo/apps/web/src/app/shell/AppLayout.tsx', ['assets/Box-c.js', 'assets/dayjs-e.js']),
    'assets/dayjs-e.js': chunk('assets/dayjs-e.js', null),
    'assets/WorkboardPage-f.js': chunk('assets/WorkboardPage-f.js', '/repo/apps/web/src/features/workboard/pages/WorkboardPage.tsx', ['assets/Box-c.js']),
    'assets/WorksheetPage-g.js': chunk('assets/WorksheetPage-g.js', '/repo/apps/web/src/features/worksheets/pages/WorksheetPage.tsx', [
      'assets/Menu-h.js',
      'assets/Box-c.js',
    ]),
    'assets/Menu-h.js': chunk('assets/Menu-h.js', null),
    'assets/frCore-i.js': chunk('assets/frCore-i.js', '/repo/apps/web/src/i18n/fr/core.ts'),
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
