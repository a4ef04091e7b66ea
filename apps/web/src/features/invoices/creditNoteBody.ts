import type { CreditNoteBody, InvoiceLine } from '@atelier/contracts';

/** What of a line can still be credited: its quantity less what credit notes took (never below 0). */
export function remainingQuantity(line: Pick<InvoiceLine, 'quantity' | 'creditedQuantity'>): number {
  return Math.max(0, Math.round((line.quantity - line.creditedQuantity) * 100) / 100);
}

export type CreditMode = 'FULL' | 'LINES';

/**
 * POST /credit-notes body: everything not yet credited (no `lines`), or the quantities typed per
 * line (each > 0 and ≤ what remains; the others left out). Null when nothing would be credited
 * or a quantity is out of bounds: the button stays disabled.
 */
export function creditNoteBody(mode: CreditMode, reason: string, lines: InvoiceLine[], quantities: Record<number, number>): CreditNoteBody | null {
  const trimmed = reason.trim();
  if (!trimmed) return null;
  if (mode === 'FULL') return lines.some((line) => remainingQuantity(line) > 0) ? { reason: trimmed } : null;
  const chosen: { lineId: number; quantity: number }[] = [];
  for (const line of lines) {
    const quantity = quantities[line.id] ?? 0;
    if (quantity === 0) continue;
    if (quantity < 0 || quantity > remainingQuantity(line)) return null;
    chosen.push({ lineId: line.id, quantity: Math.round(quantity * 100) / 100 });
  }
  return chosen.length > 0 ? { reason: trimmed, lines: chosen } : null;
}
