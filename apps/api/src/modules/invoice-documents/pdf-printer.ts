import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

type PdfMake = typeof import('pdfmake');
type VirtualFs = { writeFileSync(name: string, content: Buffer): void };

const require = createRequire(import.meta.url);

/** Roboto as pdfmake ships it (Medium serves as bold). Resolved through the package, so the built server finds it too. */
const FONT_FILES = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
} as const;

let printer: PdfMake | undefined;

/**
 * pdfmake's server instance, set up once: the fonts are read into its in-memory file system and
 * every other file or URL is refused, so nothing a document holds (a logo is a data URL) can make
 * the renderer read the disk or the network.
 */
function pdfmake(): PdfMake {
  if (printer) return printer;
  const instance = require('pdfmake') as PdfMake & { virtualfs: VirtualFs };
  for (const file of Object.values(FONT_FILES)) {
    instance.virtualfs.writeFileSync(file, readFileSync(require.resolve(`pdfmake/fonts/Roboto/${file}`)));
  }
  instance.setFonts({ Roboto: { ...FONT_FILES } });
  instance.setUrlAccessPolicy(() => false);
  instance.setLocalAccessPolicy(() => false);
  printer = instance;
  return instance;
}

/** The PDF of a document definition, as bytes. */
export async function printPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  return (await pdfmake().createPdf(definition).getBuffer()) as Buffer;
}
