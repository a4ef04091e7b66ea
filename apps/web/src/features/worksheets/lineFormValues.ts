import type { CatalogItem, Entry } from '@atelier/contracts';
import type { EntryType } from '@atelier/contracts/vehicle-constants';

/** POST /api/entries without the work order (the hook adds it). */
export interface CreateLineBody {
  name?: string;
  content?: string | null;
  type?: EntryType;
  value_measured?: number;
  price?: number | null;
  statusId?: number | null;
  related_item?: { id: number } | null;
  /** Issue 14: discount in percent (lines of a draft invoice). */
  discount?: number;
}

/** PATCH /api/entries/{id}: only what changed. */
export type UpdateLineBody = Omit<CreateLineBody, 'type'>;

/** A line's inputs: the price '' when the line has none (a SERVICE then goes at the hourly rate). */
export interface LineFormValues {
  name: string;
  content: string;
  quantity: number;
  price: number | '';
  /** Percent, 0–100 (only a draft invoice's lines show it). */
  discount: number;
}

export function lineFormValues(entry: Entry): LineFormValues {
  return {
    name: entry.name,
    content: entry.content ?? '',
    // §5: quantity minimum 1.
    quantity: Math.max(1, entry.value_measured),
    price: entry.price ?? '',
    discount: entry.discount ?? 0,
  };
}

/**
 * The inputs once the server's line went from `before` to `after`: a field the server changed takes
 * its new value, unless the user has typed in it since (`current` differs from `before`): the
 * refresh that follows a save lands late — on a slow phone, after an older refresh that read the
 * line before the last save — and must never overwrite the next value already being typed.
 */
export function refreshedValues(before: LineFormValues, after: LineFormValues, current: LineFormValues): LineFormValues {
  const pick = <K extends keyof LineFormValues>(key: K): LineFormValues[K] => (after[key] === before[key] || current[key] !== before[key] ? current[key] : after[key]);
  const next = { name: pick('name'), content: pick('content'), quantity: pick('quantity'), price: pick('price'), discount: pick('discount') };
  // Nothing to take (a row's first effect, a refresh of another field): `current` itself, so that
  // the row's state does not change and it does not render (and measure its inputs) again.
  return (Object.keys(next) as (keyof LineFormValues)[]).every((key) => next[key] === current[key]) ? current : next;
}

/** The inputs as the server will hold them once `body` is saved: what a save's refresh is compared with. */
export function savedValues(entry: Entry, body: UpdateLineBody): LineFormValues {
  const { name, content, value_measured, price, discount } = { ...entry, ...body };
  return lineFormValues({ ...entry, name, content: content ?? null, value_measured, price: price ?? null, discount });
}

/** What the inputs changed on the line, as a PATCH body; null when nothing did. */
export function lineChanges(entry: Entry, values: LineFormValues): UpdateLineBody | null {
  const body: UpdateLineBody = {};
  const name = values.name.trim();
  if (name !== entry.name) body.name = name;
  const content = values.content.trim() || null;
  if (content !== (entry.content ?? null)) body.content = content;
  const quantity = Math.max(1, Number(values.quantity) || 1);
  if (quantity !== entry.value_measured) body.value_measured = quantity;
  const price = values.price === '' ? null : Number(values.price);
  if (price !== entry.price) body.price = price;
  const discount = clampDiscount(values.discount);
  if (discount !== (entry.discount ?? 0)) body.discount = discount;
  return Object.keys(body).length > 0 ? body : null;
}

/**
 * A line from the catalogue (§4): its name, description and price copied, linked to the item
 * (related_item) so it can be refreshed or disconnected later. A service without a price stays
 * without one (priced at the hourly rate); a product is one unit (§5: PRODUCT defaults to 1).
 */
export function catalogLineBody(item: CatalogItem): CreateLineBody {
  return {
    type: item.kind,
    name: item.name,
    content: item.description,
    price: item.price,
    value_measured: 1,
    related_item: { id: item.id },
  };
}

/** A line typed by hand: a SERVICE (labour) or a PRODUCT (part), one unit, no price yet. */
export function customLineBody(type: EntryType, name: string): CreateLineBody {
  return { type, name: name.trim(), value_measured: 1, price: null };
}

/** 'Actualiser' (§4): the linked item's name, description and price copied again. */
export function refreshLineBody(entry: Entry): UpdateLineBody | null {
  return entry.related_item ? { related_item: { id: entry.related_item.id } } : null;
}

/** §5: a SERVICE line without a price is charged at the shop's hourly rate. */
export function isHourlyRateLine(entry: Pick<Entry, 'type' | 'price'>): boolean {
  return entry.type === 'SERVICE' && entry.price === null;
}

/** A discount as sent: 0–100 with two decimals (an emptied input is 0). */
export function clampDiscount(value: number | string): number {
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) return 0;
  return Math.min(100, Math.round(number * 100) / 100);
}

/**
 * A line's amount as the totals count it (§5): quantity × price rounded half-up to the cent; a
 * SERVICE without a price at the hourly rate; a PRODUCT without a price counts nothing. Cents are
 * computed in integers, so 1.5 × 42.75 gives 64.13 (not 64.12 from 64.124999…). A discount
 * (issue 14) takes off round(that × discount / 100), half-up, as the invoice's contract says.
 */
export function lineAmount(entry: Pick<Entry, 'type' | 'price' | 'value_measured' | 'discount'>, hourlyRate: number): number | null {
  const unit = entry.price ?? (entry.type === 'SERVICE' && hourlyRate > 0 ? hourlyRate : null);
  if (unit === null) return null;
  const unitCents = Math.round(unit * 100);
  const quantityHundredths = Math.round(entry.value_measured * 100);
  const grossCents = Math.round((unitCents * quantityHundredths) / 100);
  const discountHundredths = Math.round((entry.discount ?? 0) * 100);
  const discountCents = Math.round((grossCents * discountHundredths) / 10_000);
  return (grossCents - discountCents) / 100;
}
