import type { Availability, Slot } from '@atelier/contracts/booking';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { api, ApiError } from './api';
import { addMonths, firstOpenDay, monthGrid, monthOf, slotsToOffer } from './calendar';
import { useWidget } from './context';
import { formatLocalDate, formatMonth, formatTime, weekdayNames } from './format';
import { ErrorMessage } from './ui';

type Props = {
  services: number[];
  date: string | null;
  onDate: (date: string) => void;
  /** The ISO start chosen (pressed). */
  chosen: string | null;
  onSlot: (slot: Slot) => void;
  /** Bumped by the parent to fetch the day again (a slot was just taken). */
  refresh?: number;
  busy?: boolean;
  /** An ISO start not to offer: the booking's own time when moving it (another bay may be free then, but it would move nowhere). */
  except?: string;
};

/** The shop's local date of an instant (YYYY-MM-DD). */
export function shopDate(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
}

/** A month grid (first..last bookable day, closed days greyed) and the chosen day's free times. */
export function DatePicker({ services, date, onDate, chosen, onSlot, refresh = 0, busy = false, except }: Props) {
  const { shop, lang, t } = useWidget();
  const closed = useMemo(() => new Set(shop.closedDates), [shop.closedDates]);
  const day = date ?? firstOpenDay(shop.firstDate, shop.lastDate, closed);
  const [month, setMonth] = useState(monthOf(day ?? shop.firstDate));
  const [availability, setAvailability] = useState<Availability | null>(null);
  const [error, setError] = useState<string | null>(null);
  const serviceList = services.join(',');

  useEffect(() => {
    if (day && day !== date) onDate(day);
  }, [day]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!day) return;
    let live = true;
    setAvailability(null);
    setError(null);
    api.availability(shop.slug, day, services).then(
      (result) => live && setAvailability(result),
      (e: unknown) => live && setError(e instanceof ApiError ? e.code : 'ERR_GENERIC'),
    );
    return () => {
      live = false;
    };
  }, [day, serviceList, refresh]); // eslint-disable-line react-hooks/exhaustive-deps

  const slots = slotsToOffer(availability?.slots ?? [], except);
  const first = monthOf(shop.firstDate);
  const last = monthOf(shop.lastDate);
  const index = (m: { year: number; month: number }) => m.year * 12 + m.month;
  const weeks = monthGrid(month.year, month.month, shop.firstDate, shop.lastDate, closed);
  const names = weekdayNames(lang);
  const pick = (next: string) => {
    setMonth(monthOf(next));
    onDate(next);
  };

  if (!day) return <p class="error">{t('date.noneAhead')}</p>;
  return (
    <div class="picker">
      <div class="month">
        <div class="month-nav">
          <button type="button" class="icon" aria-label={t('date.prev')} disabled={index(month) <= index(first)} onClick={() => setMonth(addMonths(month, -1))}>
            ‹
          </button>
          <p class="month-name" aria-live="polite">
            {formatMonth(month.year, month.month, lang)}
          </p>
          <button type="button" class="icon" aria-label={t('date.next')} disabled={index(month) >= index(last)} onClick={() => setMonth(addMonths(month, 1))}>
            ›
          </button>
        </div>
        <div class="days" role="group" aria-label={formatMonth(month.year, month.month, lang)}>
          {names.map((name) => (
            <span class="weekday" aria-hidden="true" key={name}>
              {name}
            </span>
          ))}
          {weeks.flat().map((cell, i) =>
            cell ? (
              <button
                type="button"
                key={cell.date}
                class={closed.has(cell.date) ? 'day closed' : 'day'}
                disabled={cell.disabled}
                aria-pressed={cell.date === day}
                aria-label={formatLocalDate(cell.date, lang) + (closed.has(cell.date) ? ` (${t('date.closed')})` : '')}
                onClick={() => pick(cell.date)}
              >
                {cell.day}
              </button>
            ) : (
              <span key={`blank-${i}`} />
            ),
          )}
        </div>
      </div>
      <div class="slots">
        <h3>{t('date.slotsFor', { date: formatLocalDate(day, lang) })}</h3>
        {error && <ErrorMessage code={error} />}
        {!availability && !error && <p class="hint">{t('loading')}</p>}
        {availability && slots.length > 0 && (
          <div class="slot-list">
            {slots.map((slot) => (
              <button type="button" class="slot" key={slot.start} disabled={busy} aria-pressed={slot.start === chosen} onClick={() => onSlot(slot)}>
                {formatTime(slot.start, shop.timezone, lang)}
              </button>
            ))}
          </div>
        )}
        {availability && slots.length === 0 && availability.slots.length > 0 && <p class="hint">{t('date.noOtherSlot')}</p>}
        {availability && availability.slots.length === 0 && (
          <p class="hint">
            {t('date.noSlots')}{' '}
            {availability.nextDate ? (
              <button type="button" class="link" onClick={() => pick(availability.nextDate!)}>
                {t('date.nextAvailable', { date: formatLocalDate(availability.nextDate, lang) })}
              </button>
            ) : (
              t('date.noneAhead')
            )}
          </p>
        )}
      </div>
    </div>
  );
}
