import { VIEW_LINK_TTL_DAYS } from '@atelier/contracts';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { JobDefinition } from '../../jobs/runner.js';
import type { Mailer } from '../../mail/mailer.js';
import { invoiceMail } from '../../mail/templates.js';
import { readInvoice } from '../invoices/get-invoice.js';
import { ensureInvoicePdf } from './ensure-invoice-pdf.js';
import { formatDay, formatMoney } from './pdf-format.js';
import { pdfFileName } from './pdf-file-name.js';
import { findSend, markSend } from './send-queries.js';
import { signViewToken, viewLinkUrl } from './view-link-token.js';

export const INVOICE_SEND_JOB = 'invoice-send';

type SendJobData = { accountId: number; sendId: number };

/**
 * Mails one queued send (invoice_sends) to its recipient: the stored PDF attached, a fresh signed
 * view link, in the document's language; then marks it SENT. A failure marks it FAILED with the
 * error and throws, so pg-boss retries it (a retry that succeeds marks it SENT).
 */
export function invoiceSendJob({ db, config, mailer }: { db: Db; config: Config; mailer: Mailer }): JobDefinition {
  return {
    name: INVOICE_SEND_JOB,
    retryLimit: 3,
    expireInSeconds: 5 * 60,
    work: async (data) => {
      const { accountId, sendId } = data as SendJobData;
      const send = await findSend(db, { accountId, sendId });
      if (!send || send.status === 'SENT') return;
      try {
        const invoice = await readInvoice(db, { accountId, id: send.invoiceId });
        const pdf = await ensureInvoicePdf(db, { accountId, invoiceId: send.invoiceId });
        const { token } = signViewToken(config.jwtSecret, invoice.uuid);
        const lang = invoice.language;
        await mailer.send(
          invoiceMail({
            to: send.to,
            lang,
            shopName: invoice.seller.name,
            shopEmail: invoice.seller.email,
            creditNote: invoice.kind === 'CREDIT_NOTE',
            label: invoice.invoiceId ?? '',
            total: formatMoney(invoice.totals.total, invoice.totals.currency, lang),
            dueDate: invoice.kind === 'INVOICE' && invoice.dueDate ? formatDay(invoice.dueDate, lang) : null,
            url: viewLinkUrl(config.publicUrl, invoice.uuid, token),
            validDays: VIEW_LINK_TTL_DAYS,
            pdf: pdf.body,
            fileName: pdfFileName(invoice),
          }),
        );
        await markSend(db, { accountId, sendId }, { status: 'SENT' });
      } catch (error) {
        await markSend(db, { accountId, sendId }, { status: 'FAILED', error: (error as Error).message ?? String(error) });
        throw error;
      }
    },
  };
}
