// The demo shop's invoices (issue 14), made through the API's own use cases: its legal identity
// (PUT /invoicing/legal-identity), drafts from its DONE work orders (POST /invoices), issued
// (POST /issue: gap-free numbers, frozen, journaled, PDF stored), paid (POST /payments) and one
// cancelled by a credit note (POST /credit-notes). So the list, an invoice in every state, the
// customer's balance and the taxes report show something, and one DONE work order is left to invoice.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { createInvoiceBodySchema, creditNoteBodySchema, legalIdentityBodySchema, paymentBodySchema } from '@atelier/contracts';
import pino from 'pino';
import { invoices, worksheets, worksheetStatuses } from '../../apps/api/src/db/schema/index.ts';
import { creditInvoice, issueInvoice, recordPayment } from '../../apps/api/src/modules/invoice-issue/finalize.ts';
import { saveLegalIdentity } from '../../apps/api/src/modules/invoice-legal/save-legal-identity.ts';
import { createInvoice } from '../../apps/api/src/modules/invoices/create-invoice.ts';
import { dayIn } from '../../apps/api/src/modules/timelog/shop-time.ts';
import { findUserByEmail } from '../../apps/api/src/modules/users/queries.ts';
import { DEMO_EMAIL } from './demo-credentials.mjs';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const log = pino({ level: 'silent' });

/** A Québec shop's registrations (valid formats: 9 digits RT 4, 10 digits TQ 4): issuing from 100 $ needs them. */
export const DEMO_LEGAL_IDENTITY = {
  legalName: 'Garage Tremblay & Fils inc.',
  legalForm: 'Société par actions',
  gstNumber: '123456789 RT 0001',
  qstNumber: '1234567890 TQ 0001',
  footer: 'Payable à la réception. Garantie de 12 mois ou 20 000 km sur les pièces et la main-d’œuvre. Merci de votre confiance !',
};

/**
 * The use cases take the time of the call from the clock (the issue's instant and day, a
 * payment's record, the journal's dates): the seed runs each one at the instant the shop did it,
 * weeks ago, by answering that instant for `new Date()` and `Date.now()` while it runs. The
 * database's own now() (rows' created_at) stays the seed's time.
 */
async function atInstant(instant, work) {
  const RealDate = globalThis.Date;
  const fixed = instant.getTime();
  globalThis.Date = class extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(fixed);
      else super(...args);
    }
    static now() {
      return fixed;
    }
  };
  try {
    return await work();
  } finally {
    globalThis.Date = RealDate;
  }
}

/** The shop's DONE work orders with something to invoice, the first finished first. */
async function doneWorkOrders(db, accountId) {
  return db
    .select({ uuid: worksheets.uuid, worksheetId: worksheets.worksheetId, changedAt: worksheets.statusChangedAt })
    .from(worksheets)
    .innerJoin(worksheetStatuses, eq(worksheetStatuses.id, worksheets.statusId))
    .where(and(eq(worksheets.accountId, accountId), eq(worksheetStatuses.group, 'DONE'), isNull(worksheets.deletedAt)))
    .orderBy(asc(worksheets.statusChangedAt), asc(worksheets.worksheetId));
}

const METHODS = ['DEBIT', 'CREDIT_CARD', 'CASH', 'DEBIT', 'CHEQUE', 'TRANSFER', 'CREDIT_CARD'];

/**
 * Of the month's finished work orders, up to 12 spread over it invoiced and issued the morning
 * after they were done, in that order (numbers 1..n follow the dates); most paid in full
 * within days by debit, card, cash, cheque or transfer, one in two parts, one partly (a deposit),
 * one cancelled by a full credit note (AV-1), the newest two still owed. Then two drafts on
 * recently finished ones, and the others (the newest among them) left to invoice. Answers counts.
 */
export async function createDemoInvoices({ db, accountId, random, now = new Date(), zone }) {
  await saveLegalIdentity(db, { accountId, body: legalIdentityBodySchema.parse(DEMO_LEGAL_IDENTITY) });
  const caller = { accountId, ...(await findUserByEmail(db, DEMO_EMAIL)) };
  const done = (await doneWorkOrders(db, accountId)).filter((w) => w.changedAt.getTime() < now.getTime() - 2 * HOUR);
  // Up to 12 spread over the month (every few finished jobs), two drafts among the newest, the rest left to invoice.
  const older = done.filter((w) => w.changedAt.getTime() < now.getTime() - 2 * DAY);
  const issuedCount = Math.max(0, Math.min(12, older.length - 1, done.length - 3));
  const picked = new Set(Array.from({ length: issuedCount }, (_, i) => older[Math.round((i * (older.length - 1)) / Math.max(1, issuedCount - 1))]));
  const waiting = done.filter((w) => !picked.has(w));
  const drafted = waiting.slice(-3, -1);
  const counts = { issued: 0, drafts: 0, paid: 0, partlyPaid: 0, creditNotes: 0, ready: waiting.length - drafted.length };

  const draftOf = async (worksheet, at) => {
    const invoice = await atInstant(at, () =>
      createInvoice(db, { accountId, userId: caller.user.id, body: createInvoiceBodySchema.parse({ worksheetUuid: worksheet.uuid }) }),
    );
    // A draft is the shop's to change: dated when the counter made it (the database dates rows "now").
    await db.update(invoices).set({ createdAt: at, updatedAt: at }).where(eq(invoices.uuid, invoice.uuid));
    return invoice;
  };
  const pay = (invoice, at, amount, method) =>
    atInstant(at, () =>
      recordPayment(
        { db },
        {
          caller,
          uuid: invoice.uuid,
          body: paymentBodySchema.parse({ amount, paidOn: dayIn(at, zone), method, reference: method === 'CHEQUE' ? `Chèque n° ${random.int(100, 999)}` : null }),
        },
      ),
    );

  // Issued the morning after the work was done (8:00 to 11:00), never later than an hour ago.
  const plans = [...picked].map((worksheet) => {
    const next = new Date(worksheet.changedAt.getTime() + DAY);
    next.setUTCHours(12 + random.int(0, 3), random.int(0, 59));
    return { worksheet, at: new Date(Math.min(next.getTime(), now.getTime() - HOUR)) };
  });
  plans.sort((a, b) => a.at - b.at);
  const roles = ['paid', 'paid', 'paid', 'two-parts', 'paid', 'paid', 'credited', 'paid', 'paid', 'deposit', 'owed', 'owed'].slice(-plans.length);
  for (const [index, plan] of plans.entries()) {
    const draft = await draftOf(plan.worksheet, new Date(plan.at.getTime() - 20 * 60 * 1000));
    const issued = await atInstant(plan.at, () => issueInvoice({ db }, { caller, uuid: draft.uuid, log }));
    counts.issued++;
    const role = roles[index];
    const later = (days) => new Date(Math.min(plan.at.getTime() + days * DAY + random.int(1, 6) * HOUR, now.getTime() - 30 * 60 * 1000));
    const total = issued.totals.total;
    if (role === 'paid') {
      await pay(issued, later(random.int(0, 6)), total, METHODS[index % METHODS.length]);
      counts.paid++;
    } else if (role === 'two-parts') {
      const half = Math.round(total * 50) / 100;
      await pay(issued, later(1), half, 'CREDIT_CARD');
      await pay(issued, later(12), Math.round((total - half) * 100) / 100, 'TRANSFER');
      counts.paid++;
    } else if (role === 'deposit') {
      await pay(issued, later(0), Math.min(200, Math.round(total * 40) / 100), 'DEBIT');
      counts.partlyPaid++;
    } else if (role === 'credited') {
      await atInstant(later(3), () =>
        creditInvoice({ db }, { caller, uuid: issued.uuid, body: creditNoteBodySchema.parse({ reason: 'Travaux repris sous la garantie du fabricant' }), log }),
      );
      counts.creditNotes++;
    }
  }

  // Two drafts on recently finished work orders, made this morning; the newest finished one and the others wait to be invoiced.
  for (const worksheet of drafted) {
    await draftOf(worksheet, new Date(Math.max(worksheet.changedAt.getTime() + HOUR, now.getTime() - random.int(2, 5) * HOUR)));
    counts.drafts++;
  }
  return counts;
}
