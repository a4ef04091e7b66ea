import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingShop } from '../../../test/booking-shop.js';
import { insertAppointment } from '../../../test/booking-events.js';
import { uniqueEmail } from '../../../test/fixtures.js';
import { attachedCalendar, parseIcs } from '../../../test/ics.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { bookingSettings, brands, events } from '../../db/schema/index.js';
import type { JobSender } from '../../jobs/job-sender.js';
import { createMailer, type Mailer } from '../../mail/mailer.js';
import { afterBookingChange, BOOKING_MAIL_JOB } from './after-booking-change.js';
import { bookingMailJob } from './booking-mail-job.js';
import { BOOKING_REMINDERS_JOB, claimDueReminders, sendDueReminders } from './booking-reminders.js';
import { backgroundJobs } from '../../jobs/jobs.js';
import { hashToken, manageTokenFor } from './booking-tokens.js';

let t: TestApp;
let mailer: Mailer;
let shop: Awaited<ReturnType<typeof bookingShop>>;
let shopEmail: string;
/** A job sender that runs the booking-mail job at once, as the runner would. */
let runNow: JobSender;

beforeAll(async () => {
  t = await createTestApp();
  mailer = createMailer({ smtpUrl: t.config.smtpUrl, from: t.config.mailFrom, outboxDir: '/nonexistent', log: pino({ level: 'silent' }) });
  const job = bookingMailJob({ db: t.db, config: t.config, mailer });
  runNow = {
    send: async (name, data) => {
      expect(name).toBe(BOOKING_MAIL_JOB);
      await job.work(data);
      return 'job';
    },
  };
  shop = await bookingShop(t);
  shopEmail = uniqueEmail('atelier');
  await t.db
    .update(brands)
    .set({
      email: shopEmail,
      mobile: '418 555-0100',
      address: sql`jsonb_build_object('name', 'Garage Tremblay', 'street_number', '12', 'address_line_1', 'rue Principale', 'city', 'Québec')`,
    })
    .where(eq(brands.accountId, shop.accountId));
});
afterAll(() => t.close());

const setMails = (values: Partial<typeof bookingSettings.$inferInsert>) => t.db.update(bookingSettings).set(values).where(eq(bookingSettings.accountId, shop.accountId));
const mailsTo = (email: string) => t.mail.messages.filter((m) => m.to.includes(email));
/** Lets a mail that should not come have the time to come. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('booking mails', () => {
  it('CREATED: the customer gets the confirmation with an .ics that parses and the manage link; the shop gets the notice', async () => {
    const email = uniqueEmail('client');
    const event = await insertAppointment(t, { accountId: shop.accountId, inHours: 72, email, language: 'fr', status: 'CONFIRMED' });
    await afterBookingChange({ jobs: runNow }, { eventId: event.id, change: 'CREATED' });

    const mail = await t.mail.waitFor(email);
    expect(mail.subject).toBe('Rendez-vous confirmé — Garage Tremblay');
    expect(mail.text).toContain('Vidange, filtre; huile');
    expect(mail.text).toContain('2019 Honda Civic');
    const manage = mail.links.find((l) => l.includes('/book/'));
    expect(manage).toBe(`${t.config.publicUrl}/book/${shop.slug}?booking=${manageTokenFor(t.config.jwtSecret, event.uuid)}`);
    const token = new URL(manage!).searchParams.get('booking')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The link opens the booking whose token_hash the booking flow stores (hashToken of this token).
    await t.db
      .update(events)
      .set({ tokenHash: hashToken(token) })
      .where(eq(events.id, event.id));
    expect(await t.db.$count(events, eq(events.tokenHash, hashToken(token)))).toBe(1);

    const { contentType, text } = attachedCalendar(mail.raw);
    expect(contentType).toContain('method=REQUEST');
    const ics = parseIcs(text);
    expect(ics.calendar.METHOD).toBe('REQUEST');
    expect(ics.events).toHaveLength(1);
    const vevent = ics.events[0]!;
    expect(vevent.UID!.value).toBe(`${event.uuid}@atelier`);
    expect(vevent.STATUS!.value).toBe('CONFIRMED');
    expect(vevent.DTSTART!.value).toBe(
      event.startTime
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z')
        .replace(/[-:]/g, ''),
    );
    expect(vevent.SUMMARY!.value).toBe('Garage Tremblay — Vidange\\, filtre\\; huile');
    expect(vevent.ORGANIZER!.value).toBe(`mailto:${shopEmail}`);
    expect(vevent.DTSTAMP).toBeDefined();

    const notice = await t.mail.waitFor(shopEmail);
    expect(notice.subject).toBe('Nouveau rendez-vous en ligne — Julie Client');
    expect(notice.links).toContain(`${t.config.publicUrl}/#/events`);
  });

  it('a request is told as a request (TENTATIVE); English when the booking was made in English', async () => {
    const email = uniqueEmail('english');
    const event = await insertAppointment(t, { accountId: shop.accountId, inHours: 96, email, language: 'en', status: 'REQUESTED' });
    await afterBookingChange({ jobs: runNow }, { eventId: event.id, change: 'CREATED' });
    const mail = await t.mail.waitFor(email);
    expect(mail.subject).toBe('Appointment request received — Garage Tremblay');
    expect(parseIcs(attachedCalendar(mail.raw).text).events[0]!.STATUS!.value).toBe('TENTATIVE');
  });

  it('MOVED then CANCELED: same UID, a growing SEQUENCE, METHOD CANCEL at the end', async () => {
    const email = uniqueEmail('bouge');
    const event = await insertAppointment(t, { accountId: shop.accountId, inHours: 120, email });
    const shopMailsBefore = mailsTo(shopEmail).length;
    await t.db
      .update(events)
      .set({ startTime: sql`start_time + interval '1 day'`, endTime: sql`end_time + interval '1 day'`, updatedAt: sql`created_at + interval '90 seconds'` })
      .where(eq(events.id, event.id));
    await afterBookingChange({ jobs: runNow }, { eventId: event.id, change: 'MOVED' });
    const moved = await t.mail.waitFor(email, (m) => m.subject.startsWith('Rendez-vous déplacé'));
    const movedEvent = parseIcs(attachedCalendar(moved.raw).text).events[0]!;

    await t.db.update(events).set({ status: 'CANCELED' }).where(eq(events.id, event.id));
    await afterBookingChange({ jobs: runNow }, { eventId: event.id, change: 'CANCELED' });
    const canceled = await t.mail.waitFor(email, (m) => m.subject.startsWith('Rendez-vous annulé'));
    const cancel = parseIcs(attachedCalendar(canceled.raw).text);
    expect(cancel.calendar.METHOD).toBe('CANCEL');
    const canceledEvent = cancel.events[0]!;
    expect(canceledEvent.UID!.value).toBe(movedEvent.UID!.value);
    expect(canceledEvent.STATUS!.value).toBe('CANCELLED');
    expect(Number(movedEvent.SEQUENCE!.value)).toBe(90);
    expect(Number(canceledEvent.SEQUENCE!.value)).toBeGreaterThan(Number(movedEvent.SEQUENCE!.value));
    // A canceled appointment's mail offers to book again rather than a manage link.
    expect(canceled.links).toContain(`${t.config.publicUrl}/book/${shop.slug}`);
    // The shop is told of new bookings only.
    await settle();
    expect(mailsTo(shopEmail)).toHaveLength(shopMailsBefore);
  });

  it('sends nothing the shop turned off: no confirmation, no notice', async () => {
    await setMails({ mailConfirmation: false, mailShopNotification: false });
    try {
      const email = uniqueEmail('silence');
      const before = mailsTo(shopEmail).length;
      const event = await insertAppointment(t, { accountId: shop.accountId, inHours: 50, email });
      await afterBookingChange({ jobs: runNow }, { eventId: event.id, change: 'CREATED' });
      await settle();
      expect(mailsTo(email)).toEqual([]);
      expect(mailsTo(shopEmail)).toHaveLength(before);
    } finally {
      await setMails({ mailConfirmation: true, mailShopNotification: true });
    }
  });

  it('never mails about a hold, nor a customer without an address', async () => {
    const email = uniqueEmail('hold');
    const hold = await insertAppointment(t, { accountId: shop.accountId, inHours: 200, email, status: 'HELD' });
    await afterBookingChange({ jobs: runNow }, { eventId: hold.id, change: 'CREATED' });
    const nobody = await insertAppointment(t, { accountId: shop.accountId, inHours: 210, email: null });
    await expect(afterBookingChange({ jobs: runNow }, { eventId: nobody.id, change: 'MOVED' })).resolves.toBeUndefined();
    await settle();
    expect(mailsTo(email)).toEqual([]);
  });
});

describe('day-before reminders', () => {
  it('reminds a booking starting in 20–28 h once, even when two runners claim at once; not earlier ones, not later ones', async () => {
    const due = uniqueEmail('demain');
    const tooLate = uniqueEmail('bientot');
    const tooEarly = uniqueEmail('plus-tard');
    const canceled = uniqueEmail('annule');
    const dueEvent = await insertAppointment(t, { accountId: shop.accountId, inHours: 24, email: due });
    await insertAppointment(t, { accountId: shop.accountId, inHours: 19, email: tooLate });
    await insertAppointment(t, { accountId: shop.accountId, inHours: 29, email: tooEarly });
    await insertAppointment(t, { accountId: shop.accountId, inHours: 25, email: canceled, status: 'CANCELED' });

    const deps = { db: t.db, config: t.config, mailer };
    const [a, b] = await Promise.all([sendDueReminders(deps), sendDueReminders(deps)]);
    expect(a.failed).toEqual([]);
    expect(b.failed).toEqual([]);
    await sendDueReminders(deps);
    const reminder = await t.mail.waitFor(due, (m) => m.subject.startsWith('Rappel'));
    expect(reminder.subject).toBe('Rappel : votre rendez-vous de demain — Garage Tremblay');
    expect(reminder.links.some((l) => l.includes(`/book/${shop.slug}?booking=`))).toBe(true);
    await settle();
    expect(mailsTo(due)).toHaveLength(1);
    for (const email of [tooLate, tooEarly, canceled]) expect(mailsTo(email)).toEqual([]);
    const [row] = await t.db.select({ sentAt: events.reminderSentAt }).from(events).where(eq(events.id, dueEvent.id));
    expect(row!.sentAt).not.toBeNull();
  });

  it('does not remind when the shop turned reminders off, nor a shop-made appointment', async () => {
    const { accountId } = await bookingShop(t, { mailReminder: false });
    const off = await insertAppointment(t, { accountId, inHours: 23, email: uniqueEmail('off') });
    const shopMade = await insertAppointment(t, { accountId: shop.accountId, inHours: 23, email: uniqueEmail('comptoir'), source: 'SHOP' });
    const claimed = await claimDueReminders(t.db);
    expect(claimed).not.toContain(off.id);
    expect(claimed).not.toContain(shopMade.id);
    const rows = await t.db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.accountId, accountId), sql`reminder_sent_at IS NOT NULL`));
    expect(rows).toEqual([]);
  });
});

describe('the booking jobs', () => {
  it('are listed among the server’s jobs: the mails one-off, the reminders every 15 minutes', () => {
    const pool = new pg.Pool({ connectionString: t.databaseUrl, max: 1 });
    const jobs = backgroundJobs({ config: t.config, pool, mailer, embedded: false });
    void pool.end();
    expect(jobs.find((job) => job.name === BOOKING_MAIL_JOB)).toMatchObject({ retryLimit: 3 });
    expect(jobs.find((job) => job.name === BOOKING_MAIL_JOB)?.cron).toBeUndefined();
    expect(jobs.find((job) => job.name === BOOKING_REMINDERS_JOB)).toMatchObject({ cron: '*/15 * * * *' });
  });
});
