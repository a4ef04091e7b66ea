import type { InvoiceStatus } from '@atelier/contracts/worksheet-invoice';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useWorksheetNumber } from '../../../shared/hooks/useWorksheetNumber';
import { timeInStatus } from '../timeInStatus';

/** Every text a board card shows, looked up once per board render rather than once per card. */
export interface CardTexts {
  number: (worksheetId: number) => string;
  open: (number: string, customer: string) => string;
  since: (date: string) => string;
  time: (since: string, now: number) => string;
  moveMenu: string;
  moveMenuLabel: (number: string) => string;
  clockIn: (number: string) => string;
  clockOut: (number: string) => string;
  noVehicle: string;
  unknownVehicle: string;
  unassigned: string;
  /** Issue 14: the card's invoicing badge and its 'Facturer' button. */
  billing: {
    ready: string;
    draft: string;
    invoice: (invoiceId: string) => string;
    status: Record<InvoiceStatus, string>;
    action: string;
    actionLabel: (number: string) => string;
  };
}

// The contract's INVOICE_STATUSES, not imported: its module brings zod, which the board's first screen does without.
const INVOICE_STATUSES: readonly InvoiceStatus[] = ['DRAFT', 'SENT', 'PAID', 'CANCELED'];

// Marks for the values in a translated template, filled per card without the translator.
const A = '\u0001';
const B = '\u0002';

/**
 * A card's texts. The templates are translated once with marks in place of their values and then
 * filled per card; the 'depuis 3 h' labels are kept per value (many cards share one).
 */
export function useCardTexts(): CardTexts {
  // t changes with the language (and with texts loaded later): the memo follows it.
  const { t } = useTranslation();
  const number = useWorksheetNumber();
  return useMemo(() => {
    const open = t('board.card.open', { number: A, customer: B });
    const since = t('board.card.since', { date: A });
    const menuLabel = t('board.move.menuLabel', { number: A });
    const clockIn = t('board.card.clockIn', { number: A });
    const clockOut = t('board.card.clockOut', { number: A });
    const invoice = t('board.billing.invoice', { number: A });
    const invoiceAction = t('board.billing.actionLabel', { number: A });
    const times = new Map<string, string>();
    return {
      number,
      open: (value, customer) => open.replace(A, value).replace(B, customer),
      since: (date) => since.replace(A, date),
      time: (from, now) => {
        const time = timeInStatus(from, now);
        const key = time.unit === 'now' ? 'now' : `${time.unit}:${time.count}`;
        let text = times.get(key);
        if (text === undefined) {
          text = time.unit === 'now' ? t('board.time.now') : t(`board.time.${time.unit}`, { count: time.count });
          times.set(key, text);
        }
        return text;
      },
      moveMenu: t('board.move.menu'),
      moveMenuLabel: (value) => menuLabel.replace(A, value),
      clockIn: (value) => clockIn.replace(A, value),
      clockOut: (value) => clockOut.replace(A, value),
      noVehicle: t('board.card.noVehicle'),
      unknownVehicle: t('board.card.unknownVehicle'),
      unassigned: t('board.card.unassigned'),
      billing: {
        ready: t('invoices.status.READY'),
        draft: t('board.billing.draft'),
        invoice: (invoiceId) => invoice.replace(A, invoiceId),
        status: Object.fromEntries(INVOICE_STATUSES.map((status) => [status, t(`invoices.status.${status}`)])) as Record<InvoiceStatus, string>,
        action: t('board.billing.action'),
        actionLabel: (value) => invoiceAction.replace(A, value),
      },
    };
  }, [t, number]);
}
