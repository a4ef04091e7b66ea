import type { DocumentData } from './documentData';

/**
 * What the customer's page says above the document: the balance still due, paid in full,
 * cancelled by credit notes (its balance is 0 too, but nothing was paid), or nothing for a
 * credit note (it is owed to the customer, not by them).
 */
export function balanceState(doc: Pick<DocumentData, 'kind' | 'status' | 'totals'>): 'due' | 'paid' | 'canceled' | 'none' {
  if (doc.kind === 'CREDIT_NOTE') return 'none';
  if (doc.status === 'CANCELED') return 'canceled';
  return doc.totals.balance > 0 ? 'due' : 'paid';
}
