import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';

/** The booking widget's first screen, all files, brotli-compressed (issue 15: "≤ 60 KB compressed"). */
export const BOOK_BUDGET_BYTES = 60 * 1024;

export type BudgetFile = { name: string; bytes: number; br: number };

/** Brotli size (quality 11, as precompress.ts writes it) of each emitted file, and their sum. */
export function measureFiles(files: { name: string; content: string | Uint8Array }[]): { files: BudgetFile[]; total: number } {
  const measured = files.map(({ name, content }) => {
    const raw = typeof content === 'string' ? Buffer.from(content) : Buffer.from(content);
    const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    // A file that brotli does not shrink is sent as it is (precompress.ts writes no .br).
    return { name, bytes: raw.length, br: Math.min(br, raw.length) };
  });
  return { files: measured, total: measured.reduce((sum, f) => sum + f.br, 0) };
}

/**
 * Vite plugin of the widget's build: fails the build when its files (the whole widget is its
 * first screen: index.html, the script, the stylesheet) exceed `budget` bytes compressed, so a
 * heavy import (zod, React, a date library) cannot slip in unnoticed.
 */
export function bookBudget(budget = BOOK_BUDGET_BYTES): Plugin {
  return {
    name: 'atelier:book-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.values(bundle)
        .filter((item) => !item.fileName.endsWith('.map'))
        .map((item) => ({ name: item.fileName, content: item.type === 'chunk' ? item.code : item.source }));
      const { total } = measureFiles(files);
      if (total > budget) this.error(`booking widget: ${total} bytes brotli, over the budget of ${budget} bytes`);
      this.info(`booking widget: ${total} bytes brotli (budget ${budget})`);
    },
  };
}
