import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail, uniqueIp } from '../../../test/fixtures.js';
import { attachedCalendar, parseIcs } from '../../../test/ics.js';
import { altcha, book, bookingBody, localDate, publicShop, startAt, type PublicShopFixture } from '../../../test/public-booking.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createMailer } from '../../mail/mailer.js';
import { BOOKING_MAIL_JOB } from './after-booking-change.js';
import { bookingMailJob } from './booking-mail-job.js';

/*
 * The mails of a booking made, moved and canceled through the widget's real calls, the
 * booking-mail job run as the runner would: the link each mail carries opens that booking.
 */

let t: TestApp;
let shop: PublicShopFixture;
const queued: string[] = [];

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      jobs: {
        send: async (name, data) => {
          queued.push(name);
          const mailer = createMailer({ smtpUrl: t.config.smtpUrl, from: t.config.mailFrom, outboxDir: '/nonexistent', log: pino({ level: 'silent' }) });
          await bookingMailJob({ db: t.db, config: t.config, mailer }).work(data);
          return 'job';
        },
      },
    },
  );
  shop = await publicShop(t);
});
afterAll(() => t.close());

const manage = (method: 'GET' | 'PATCH' | 'DELETE', token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/public/bookings/${token}`, remoteAddress: uniqueIp(), ...(payload ? { payload } : {}) });

describe('booking mails through the widget', () => {
  it('the confirmation’s link opens the booking; moving and canceling through it mail the update and the cancellation', async () => {
    const email = uniqueEmail('widget');
    const date = localDate(3);
    const created = await book(t, shop.slug, bookingBody(shop, await startAt(t, date, '10:00'), { email }));
    expect(created.statusCode, created.body).toBe(201);
    expect(queued).toContain(BOOKING_MAIL_JOB);

    const confirmation = await t.mail.waitFor(email);
    expect(confirmation.subject).toMatch(/^Demande de rendez-vous reçue — /);
    const link = confirmation.links.find((l) => l.includes(`/book/${shop.slug}?booking=`))!;
    const token = new URL(link).searchParams.get('booking')!;
    expect(token).toBe(created.json().data.token);
    const opened = await manage('GET', token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data.start).toBe(await startAt(t, date, '10:00'));
    const first = parseIcs(attachedCalendar(confirmation.raw).text).events[0]!;

    const moved = await manage('PATCH', token, { start: await startAt(t, date, '14:00'), altcha: await altcha(t) });
    expect(moved.statusCode, moved.body).toBe(200);
    const moveMail = await t.mail.waitFor(email, (m) => m.subject.startsWith('Rendez-vous déplacé'));
    const second = parseIcs(attachedCalendar(moveMail.raw).text).events[0]!;
    expect(second.UID!.value).toBe(first.UID!.value);
    expect(second.DTSTART!.value).toBe((await startAt(t, date, '14:00')).replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, ''));
    expect(Number(second.SEQUENCE!.value)).toBeGreaterThanOrEqual(Number(first.SEQUENCE!.value));
    expect(moveMail.links).toContain(link);

    const canceled = await manage('DELETE', token);
    expect(canceled.statusCode, canceled.body).toBeLessThan(300);
    const cancelMail = await t.mail.waitFor(email, (m) => m.subject.startsWith('Rendez-vous annulé'));
    const cancel = parseIcs(attachedCalendar(cancelMail.raw).text);
    expect(cancel.calendar.METHOD).toBe('CANCEL');
    expect(cancel.events[0]!.UID!.value).toBe(first.UID!.value);
    expect(Number(cancel.events[0]!.SEQUENCE!.value)).toBeGreaterThan(Number(second.SEQUENCE!.value));
  });
});
