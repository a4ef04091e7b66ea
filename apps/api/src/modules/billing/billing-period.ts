import { dayIn, shopTimezone, zonedToInstant } from '../timelog/shop-time.js';

export type BillingPeriod = { start: Date; end: Date };

type PeriodSource = { periodStart: Date | null; periodEnd: Date | null; preferences: unknown };

/**
 * The period work orders and bookings are counted in: the Stripe subscription's current period
 * (accounts.period_start/end, kept by the webhook) while it contains now; otherwise (no
 * subscription, or the webhook for the next period has not arrived yet) the calendar month in the
 * shop's time zone, so a self-hosted shop's counters start again on the 1st at its midnight.
 */
export function billingPeriod(account: PeriodSource, now: Date = new Date()): BillingPeriod {
  const { periodStart, periodEnd } = account;
  if (periodStart && periodEnd && periodStart.getTime() <= now.getTime() && now.getTime() < periodEnd.getTime()) {
    return { start: periodStart, end: periodEnd };
  }
  const zone = shopTimezone(account.preferences);
  const [year, month] = dayIn(now, zone).split('-').map(Number) as [number, number];
  const first = (y: number, m: number) => zonedToInstant({ year: y, month: m, day: 1, hour: 0, minute: 0, second: 0 }, zone);
  return { start: first(year, month), end: month === 12 ? first(year + 1, 1) : first(year, month + 1) };
}
