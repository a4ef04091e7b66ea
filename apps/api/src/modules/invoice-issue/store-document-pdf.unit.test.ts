import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client.js';
import { storeDocumentPdf } from './store-document-pdf.js';

describe('storeDocumentPdf', () => {
  it('logs a failure instead of throwing: the issue is committed already', async () => {
    const log = { error: vi.fn() };
    const broken = {
      select: () => {
        throw new Error('database gone');
      },
    } as unknown as Db;
    await expect(storeDocumentPdf(broken, { accountId: 1, invoiceId: 7, log })).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ invoiceId: 7 }), 'invoice PDF not stored at issue');
  });
});
