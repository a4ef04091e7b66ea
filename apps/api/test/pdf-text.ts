import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The text of a PDF as Debian's poppler-utils reads it (`pdftotext -layout`; `npm test` installs
 * poppler-utils when missing). No-break spaces become plain ones so that tests match "1 234,56 $".
 */
export async function pdfText(pdf: Buffer): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'atelier-pdf-'));
  try {
    const file = join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
    return stdout.replace(/[\u00a0\u202f]/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The number of pages (`pdfinfo`). */
export async function pdfPages(pdf: Buffer): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'atelier-pdf-'));
  try {
    const file = join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    const { stdout } = await run('pdfinfo', [file]);
    return Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
