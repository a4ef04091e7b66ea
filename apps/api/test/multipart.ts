import { randomBytes } from 'node:crypto';

export type Part = { name: string; value: string } | { name: string; filename: string; contentType: string; content: Buffer };

/** A multipart/form-data body built by hand, so tests control every byte (names, types, sizes). */
export function multipart(parts: Part[]): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = `----atelier${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'filename' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n`
        : `Content-Disposition: form-data; name="${part.name}"\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n`));
    chunks.push('filename' in part ? part.content : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The usual upload: one file in the `file` field. */
export function fileForm(content: Buffer, filename = 'picture.jpg', contentType = 'image/jpeg') {
  return multipart([{ name: 'file', filename, contentType, content }]);
}
