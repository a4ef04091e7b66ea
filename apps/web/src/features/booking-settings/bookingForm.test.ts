import { BOOKING_SETTINGS_DEFAULTS, bookingSettingsBodySchema, type BookingSettings } from '@atelier/contracts/planning';
import { DEFAULT_WEEK_HOURS } from '@atelier/contracts/booking-constants';
import { describe, expect, it } from 'vitest';
import {
  bookingFormValues,
  bookingSettingsBody,
  copyMondayToWeekdays,
  formPathOf,
  invalidHoursField,
  moved,
  serverFieldErrors,
  validateBookingForm,
  withHolidays,
  type DayRow,
} from './bookingForm';
import { embedSnippet, bookingUrl } from './embedSnippet';

const TECH = '5d0f7c1e-3c1a-4a55-9f3e-0a3c2b1d4e5f';

const stored: BookingSettings = {
  ...BOOKING_SETTINGS_DEFAULTS,
  closures: [{ from: '2026-12-24', to: '2026-12-26', label: 'Noël' }],
  mails: { confirmation: true, reminder: false, shopNotification: true },
  enabled: true,
  slug: 'garage-cote',
  hours: DEFAULT_WEEK_HOURS,
  bays: [
    { id: 3, name: 'Baie 1', active: true },
    { id: 4, name: 'Alignement', active: true },
    { id: 2, name: 'Ancienne', active: false },
  ],
  technicians: [{ uuid: TECH, fullname: 'Luc Côté' }],
  services: [{ catalogItemId: 9, name: 'Vidange', code: 'VID', description: null, minutes: 45, price: null, catalogPrice: 89.95, addon: false }],
  timezone: 'America/Toronto',
};

const day = (over: Partial<DayRow> = {}): DayRow => ({ open: true, from: '08:00', to: '17:00', lunch: true, breakStart: '12:00', breakEnd: '13:00', ...over });

describe('booking form values and body', () => {
  it('round-trips the stored settings into a body the contract accepts (archived bays left out)', () => {
    const values = bookingFormValues(stored);
    expect(values.minNotice).toBe('2 h');
    expect(values.services[0]).toMatchObject({ duration: '45 min', price: '' });
    expect(values.bays.map((b) => b.name)).toEqual(['Baie 1', 'Alignement']);
    expect(values.hours[5]).toMatchObject({ open: false, from: '08:00', to: '17:00' });
    const body = bookingSettingsBody(values);
    expect(bookingSettingsBodySchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      slug: 'garage-cote',
      slotMinutes: 30,
      minNoticeMinutes: 120,
      horizonDays: 60,
      bays: [
        { id: 3, name: 'Baie 1' },
        { id: 4, name: 'Alignement' },
      ],
      technicianUuids: [TECH],
      services: [{ catalogItemId: 9, minutes: 45, price: null, addon: false }],
      closures: [{ from: '2026-12-24', to: '2026-12-26', label: 'Noël' }],
    });
    expect(body.hours[0]).toEqual({ open: '08:00', close: '17:00', breakStart: '12:00', breakEnd: '13:00' });
    expect(body.hours[6]).toBeNull();
  });

  it('sends a day without its lunch break as null break times, a typed price and duration as numbers', () => {
    const values = bookingFormValues(stored);
    values.hours[0] = day({ lunch: false });
    values.services[0] = { ...values.services[0]!, duration: '1 h 30', price: 95.5 };
    values.minNotice = '45 min';
    values.slug = '  Garage-Cote ';
    values.bays.push({ key: 'n', name: '  Baie 3 ' });
    const body = bookingSettingsBody(values);
    expect(body.hours[0]).toEqual({ open: '08:00', close: '17:00', breakStart: null, breakEnd: null });
    expect(body.services[0]).toMatchObject({ minutes: 90, price: 95.5 });
    expect(body.minNoticeMinutes).toBe(45);
    expect(body.slug).toBe('garage-cote');
    expect(body.bays[2]).toEqual({ name: 'Baie 3' });
  });
});

describe('validateBookingForm', () => {
  const valid = () => bookingFormValues(stored);

  it('accepts the stored settings', () => {
    expect(validateBookingForm(valid())).toEqual({});
  });

  it('puts ERR_INVALID_HOURS on the row: closing before opening, a break outside the day or half a break', () => {
    const values = valid();
    values.hours[0] = day({ from: '17:00', to: '08:00' });
    values.hours[1] = day({ breakStart: '07:00' });
    values.hours[2] = day({ breakEnd: '' });
    values.hours[3] = day({ breakStart: '13:00', breakEnd: '12:00' });
    values.hours[4] = day({ open: false, from: '17:00', to: '08:00' });
    expect(validateBookingForm(values)).toEqual({
      'hours.0': 'error.ERR_INVALID_HOURS',
      'hours.1': 'error.ERR_INVALID_HOURS',
      'hours.2': 'error.ERR_INVALID_HOURS',
      'hours.3': 'error.ERR_INVALID_HOURS',
    });
    expect(invalidHoursField(values.hours[0]!)).toBe('to');
    expect(invalidHoursField(values.hours[1]!)).toBe('break');
    expect(invalidHoursField(day({ from: '' }))).toBe('from');
    expect(invalidHoursField(values.hours[4]!)).toBeNull();
  });

  it('needs a slug once online booking is on, and a valid one whenever one is typed', () => {
    const values = valid();
    values.slug = '';
    expect(validateBookingForm(values).slug).toBe('error.ERR_INVALID_SLUG');
    values.enabled = false;
    expect(validateBookingForm(values).slug).toBeUndefined();
    values.slug = 'a_b';
    expect(validateBookingForm(values).slug).toBe('error.ERR_INVALID_SLUG');
  });

  it('names a closure ending before it starts, an unnamed bay, a bad duration and price, notice and horizon', () => {
    const values = valid();
    values.closures[0] = { ...values.closures[0]!, from: '2026-12-26', to: '2026-12-24' };
    values.bays[1] = { ...values.bays[1]!, name: '  ' };
    values.services[0] = { ...values.services[0]!, duration: '2 min', price: -1 };
    values.minNotice = 'bientôt';
    values.horizonDays = '';
    expect(validateBookingForm(values)).toEqual({
      'closures.0.to': 'error.ERR_INVALID_DATE',
      'bays.1.name': 'error.ERR_NAME_REQUIRED',
      'services.0.duration': 'bookingSettings.services.durationInvalid',
      'services.0.price': 'error.ERR_INVALID_PRICE',
      minNotice: 'bookingSettings.slots.noticeInvalid',
      horizonDays: 'bookingSettings.slots.horizonInvalid',
    });
  });
});

describe('server errors', () => {
  it('maps the body paths to the form inputs', () => {
    expect(formPathOf('hours.2.close', 'ERR_INVALID_HOURS')).toBe('hours.2');
    expect(formPathOf('hours.2', 'ERR_INVALID_HOURS')).toBe('hours.2');
    expect(formPathOf('services.1.minutes', 'ERR_INVALID_DURATION')).toBe('services.1.duration');
    expect(formPathOf('services.1.catalogItemId', 'ERR_NOT_FOUND')).toBe('services.1');
    expect(formPathOf('closures.0', 'ERR_INVALID_DATE')).toBe('closures.0.to');
    expect(formPathOf('bays.3.id', 'ERR_NOT_FOUND')).toBe('bays.3.name');
    expect(formPathOf('technicianUuids.0', 'ERR_USER_NOT_FOUND')).toBe('technicianUuids');
    expect(formPathOf('minNoticeMinutes', 'ERR_VALIDATION')).toBe('minNotice');
    expect(formPathOf('', 'ERR_SLUG_TAKEN')).toBe('slug');
    expect(formPathOf('', 'ERR_FORBIDDEN')).toBeNull();
  });

  it('a taken slug without details lands on the slug; an error with no field is left to the alert', () => {
    const base = { type: 'CONFLICT' as const, correlationId: 'c', timestamp: 't' };
    expect(serverFieldErrors({ ...base, message: 'ERR_SLUG_TAKEN', details: [] })).toEqual({ errors: { slug: 'error.ERR_SLUG_TAKEN' }, unplaced: false });
    expect(
      serverFieldErrors({
        ...base,
        message: 'ERR_VALIDATION',
        details: [
          { field: 'hours.1', message: 'ERR_INVALID_HOURS' },
          { field: 'x', message: 'ERR_VALIDATION' },
        ],
      }),
    ).toEqual({
      errors: { 'hours.1': 'error.ERR_INVALID_HOURS' },
      unplaced: true,
    });
  });
});

describe('list helpers', () => {
  it('copies Monday to Tuesday … Friday, leaving the weekend', () => {
    const hours = [day({ from: '07:30' }), day(), day({ open: false }), day(), day(), day({ open: false }), day({ open: false })];
    const next = copyMondayToWeekdays(hours);
    expect(next.slice(0, 5).every((d) => d.from === '07:30' && d.open)).toBe(true);
    expect(next[5]).toBe(hours[5]);
    expect(next[6]).toBe(hours[6]);
  });

  it('moves a row up or down, never out of the list', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('adds the holidays not listed yet, in date order', () => {
    const closures = [{ key: 'k', from: '2026-12-25', to: '2026-12-25', label: 'Noël' }];
    const { closures: next, added } = withHolidays(closures, [
      { date: '2026-12-25', label: 'Noël' },
      { date: '2026-01-01', label: "Jour de l'An" },
    ]);
    expect(added).toBe(1);
    expect(next.map((c) => c.from)).toEqual(['2026-01-01', '2026-12-25']);
  });
});

describe('embed', () => {
  it('gives the public address and the script tag of the widget contract', () => {
    expect(bookingUrl('https://app.atelier.ca', 'garage-cote')).toBe('https://app.atelier.ca/book/garage-cote');
    expect(embedSnippet('https://app.atelier.ca', 'garage-cote')).toBe('<script src="https://app.atelier.ca/book/embed.js" data-shop="garage-cote" async></script>');
  });
});
