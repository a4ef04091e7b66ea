import { describe, expect, it } from 'vitest';
import { bookBudget, measureFiles } from './bookBudget';

type Hook = (this: { error: (m: string) => never; info: (m: string) => void }, o: unknown, b: unknown) => void;

function run(budget: number, bundle: Record<string, unknown>) {
  const plugin = bookBudget(budget);
  const messages: string[] = [];
  const ctx = {
    error: (m: string): never => {
      throw new Error(m);
    },
    info: (m: string) => messages.push(m),
  };
  (plugin.generateBundle as unknown as Hook).call(ctx, {}, bundle);
  return messages;
}

describe('bookBudget', () => {
  it('measures the brotli size of each file, never more than the file itself', () => {
    const { files, total } = measureFiles([
      { name: 'a.js', content: 'export const a = 1;\n'.repeat(500) },
      { name: 'b.css', content: 'x' },
    ]);
    expect(files[0]!.br).toBeLessThan(files[0]!.bytes / 10);
    expect(files[1]!.br).toBe(1);
    expect(total).toBe(files[0]!.br + 1);
  });

  it('fails the build when the widget is over its budget, and passes under it', () => {
    // Random bytes do not compress: 2 KB stays about 2 KB.
    const noise = Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 7919 + ((i * i) % 251)) % 256)).toString('base64');
    const bundle = {
      'assets/index-x.js': { type: 'chunk', fileName: 'assets/index-x.js', code: noise },
      'index.html': { type: 'asset', fileName: 'index.html', source: '<!doctype html>' },
      'assets/index-x.js.map': { type: 'asset', fileName: 'assets/index-x.js.map', source: noise },
    };
    expect(() => run(1024, bundle)).toThrow(/over the budget of 1024 bytes/);
    expect(run(60 * 1024, bundle)[0]).toMatch(/^booking widget: \d+ bytes brotli/);
  });
});
