import type { InvoicePayment, PaymentBody, PaymentMethod } from '@atelier/contracts';

/** The positive payments not reversed yet: a reversal (same method, reference and amount, negative) closes one of them. */
export function reversiblePayments(payments: InvoicePayment[]): Set<string> {
  const open = new Set<string>();
  const reversedBy = new Map<string, number>();
  for (const payment of payments) {
    if (payment.amount < 0) {
      const key = `${payment.method}|${payment.reference ?? ''}|${-payment.amount}`;
      reversedBy.set(key, (reversedBy.get(key) ?? 0) + 1);
    }
  }
  for (const payment of payments) {
    if (payment.amount <= 0) continue;
    const key = `${payment.method}|${payment.reference ?? ''}|${payment.amount}`;
    const reversals = reversedBy.get(key) ?? 0;
    if (reversals > 0) reversedBy.set(key, reversals - 1);
    else open.add(payment.uuid);
  }
  return open;
}

/** "Annuler ce paiement": the same amount negative, same method and reference, recorded today. */
export function reversalBody(payment: InvoicePayment): PaymentBody {
  return { amount: -payment.amount, method: payment.method, reference: payment.reference };
}

export interface PaymentFormValues {
  amount: number | '';
  paidOn: string;
  method: PaymentMethod | null;
  reference: string;
}

/** The modal's body, or null while the amount is not a positive number of cents or the method is missing. */
export function paymentBody(values: PaymentFormValues): PaymentBody | null {
  if (values.amount === '' || !(values.amount > 0) || !values.method) return null;
  return {
    amount: Math.round(values.amount * 100) / 100,
    method: values.method,
    reference: values.reference.trim() || null,
    ...(values.paidOn ? { paidOn: values.paidOn } : {}),
  };
}
