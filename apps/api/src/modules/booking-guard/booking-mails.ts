import type { Mail } from '../../mail/mailer.js';
import { render, type Body, type MailLanguage } from '../../mail/templates.js';
import type { BookingForMail } from './booking-mail-queries.js';

/*
 * The booking's mails (issue 15): to the customer (confirmation or request received, moved,
 * canceled, the day-before reminder), signed by the shop, answers to the shop; and to the shop, a
 * new online booking. French and English, in the style of mail/templates.ts.
 */

export type CustomerMailKind = 'CREATED' | 'MOVED' | 'CANCELED' | 'REMINDER';

/** '25 novembre 2026 à 9 h 30' / 'November 25, 2026 at 9:30 a.m.', on the shop's clock. */
export function formatWhen(date: Date, timezone: string, lang: MailLanguage): string {
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', {
    timeZone: timezone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
}

const T = {
  fr: {
    subject: {
      CONFIRMED: (shop: string) => `Rendez-vous confirmé — ${shop}`,
      REQUESTED: (shop: string) => `Demande de rendez-vous reçue — ${shop}`,
      MOVED: (shop: string) => `Rendez-vous déplacé — ${shop}`,
      CANCELED: (shop: string) => `Rendez-vous annulé — ${shop}`,
      REMINDER: (shop: string) => `Rappel : votre rendez-vous de demain — ${shop}`,
    },
    lead: {
      CONFIRMED: (shop: string, when: string) => `Votre rendez-vous chez ${shop} est confirmé : ${when}.`,
      REQUESTED: (shop: string, when: string) => `${shop} a bien reçu votre demande de rendez-vous : ${when}. L’atelier vous la confirmera.`,
      MOVED: (shop: string, when: string) => `Votre rendez-vous chez ${shop} est déplacé : ${when}.`,
      CANCELED: (shop: string, when: string) => `Votre rendez-vous chez ${shop} du ${when} est annulé.`,
      REMINDER: (shop: string, when: string) => `Nous vous rappelons votre rendez-vous chez ${shop} : ${when}.`,
    },
    greeting: (name: string | null) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    services: 'Services',
    vehicle: 'Véhicule',
    address: 'Adresse',
    phone: 'Téléphone',
    manage: 'Déplacer ou annuler mon rendez-vous',
    rebook: 'Prendre un nouveau rendez-vous',
    ics: 'Le fichier joint ajoute ce rendez-vous à votre agenda.',
    icsCancel: 'Le fichier joint retire ce rendez-vous de votre agenda.',
    contact: (email: string | null, phone: string | null) =>
      email || phone
        ? `Pour toute question, ${email ? `répondez à ce courriel (${email})` : ''}${email && phone ? ' ou ' : ''}${phone ? `appelez le ${phone}` : ''}.`
        : '',
    fileName: 'rendez-vous.ics',
  },
  en: {
    subject: {
      CONFIRMED: (shop: string) => `Appointment confirmed — ${shop}`,
      REQUESTED: (shop: string) => `Appointment request received — ${shop}`,
      MOVED: (shop: string) => `Appointment moved — ${shop}`,
      CANCELED: (shop: string) => `Appointment canceled — ${shop}`,
      REMINDER: (shop: string) => `Reminder: your appointment tomorrow — ${shop}`,
    },
    lead: {
      CONFIRMED: (shop: string, when: string) => `Your appointment at ${shop} is confirmed: ${when}.`,
      REQUESTED: (shop: string, when: string) => `${shop} received your appointment request: ${when}. The shop will confirm it.`,
      MOVED: (shop: string, when: string) => `Your appointment at ${shop} is moved: ${when}.`,
      CANCELED: (shop: string, when: string) => `Your appointment at ${shop} on ${when} is canceled.`,
      REMINDER: (shop: string, when: string) => `This is a reminder of your appointment at ${shop}: ${when}.`,
    },
    greeting: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
    services: 'Services',
    vehicle: 'Vehicle',
    address: 'Address',
    phone: 'Phone',
    manage: 'Move or cancel my appointment',
    rebook: 'Book a new appointment',
    ics: 'The attached file adds this appointment to your calendar.',
    icsCancel: 'The attached file removes this appointment from your calendar.',
    contact: (email: string | null, phone: string | null) =>
      email || phone ? `For any question, ${email ? `reply to this email (${email})` : ''}${email && phone ? ' or ' : ''}${phone ? `call ${phone}` : ''}.` : '',
    fileName: 'appointment.ics',
  },
} as const;

/** 'Services : …' in French (a space before the colon), 'Services: …' in English. */
const labelled = (lang: MailLanguage, label: string, value: string) => `${label}${lang === 'fr' ? ' : ' : ': '}${value}`;

/** The detail lines every customer mail shows: services, vehicle, the shop's address and phone. */
function detailLines(booking: BookingForMail, lang: MailLanguage): string[] {
  const t = T[lang];
  const services = booking.row.services.map((s) => s.name).join(', ');
  return [
    ...(services ? [labelled(lang, t.services, services)] : []),
    ...(booking.vehicle ? [labelled(lang, t.vehicle, booking.vehicle)] : []),
    ...(booking.shop.address ? [labelled(lang, t.address, booking.shop.address)] : []),
    ...(booking.shop.phone ? [labelled(lang, t.phone, booking.shop.phone)] : []),
  ];
}

/** What the appointment is called in a calendar: the shop and the services. */
export function calendarSummary(booking: BookingForMail): string {
  const services = booking.row.services.map((s) => s.name).join(', ');
  return services ? `${booking.shop.name} — ${services}` : booking.shop.name;
}

/**
 * A mail to the customer about their appointment. `manageUrl`: the link that moves or cancels it
 * (none once canceled: then a link to book again); `ics`: the calendar attachment.
 */
export function customerBookingMail({
  booking,
  kind,
  manageUrl,
  bookUrl,
  ics,
}: {
  booking: BookingForMail & { to: string };
  kind: CustomerMailKind;
  manageUrl: string | null;
  bookUrl: string | null;
  ics: string | null;
}): Mail {
  const lang: MailLanguage = booking.language === 'en' ? 'en' : 'fr';
  const t = T[lang];
  const shop = booking.shop.name;
  const when = formatWhen(booking.row.startTime, booking.shop.timezone, lang);
  const key = kind === 'CREATED' ? (booking.row.status === 'CONFIRMED' ? 'CONFIRMED' : 'REQUESTED') : kind;
  const canceled = kind === 'CANCELED';
  const action = canceled ? (bookUrl ? { label: t.rebook, url: bookUrl } : undefined) : manageUrl ? { label: t.manage, url: manageUrl } : undefined;
  const body: Body = {
    subject: t.subject[key](shop),
    greeting: t.greeting(booking.customerName),
    lines: [t.lead[key](shop, when), ...detailLines(booking, lang)],
    ...(action ? { action } : {}),
    ...(ics ? { after: [canceled ? t.icsCancel : t.ics] } : {}),
    brand: shop,
    footer: t.contact(booking.shop.email, booking.shop.phone),
  };
  return {
    ...render(booking.to, body, '', lang),
    ...(booking.shop.email ? { replyTo: booking.shop.email } : {}),
    ...(ics
      ? {
          attachments: [
            { filename: t.fileName, content: Buffer.from(ics, 'utf8'), contentType: `text/calendar; charset=utf-8; method=${canceled ? 'CANCEL' : 'REQUEST'}` },
          ],
        }
      : {}),
  };
}

/** To the shop: a customer booked online (in the shop's language), with who, when, what, and a link to the planning. */
export function shopNewBookingMail({ booking, to, planningUrl, supportEmail }: { booking: BookingForMail; to: string; planningUrl: string; supportEmail: string }): Mail {
  const lang = booking.shop.language;
  const when = formatWhen(booking.row.startTime, booking.shop.timezone, lang);
  const who = booking.customerName ?? booking.to ?? '—';
  const contact = [booking.row.contact?.email, booking.row.contact?.mobile].filter(Boolean).join(' · ');
  const services = booking.row.services.map((s) => s.name).join(', ');
  const request = booking.row.status === 'REQUESTED';
  const body: Body =
    lang === 'fr'
      ? {
          subject: `Nouveau rendez-vous en ligne — ${who}`,
          greeting: 'Bonjour,',
          lines: [
            `${who} a pris rendez-vous en ligne : ${when}.`,
            ...(request ? ['C’est une demande : confirmez-la dans la planification.'] : []),
            ...(services ? [`Services : ${services}`] : []),
            ...(booking.vehicle ? [`Véhicule : ${booking.vehicle}`] : []),
            ...(contact ? [`Contact : ${contact}`] : []),
            ...(booking.row.notes ? [`Note du client : ${booking.row.notes}`] : []),
          ],
          action: { label: 'Ouvrir la planification', url: planningUrl },
        }
      : {
          subject: `New online booking — ${who}`,
          greeting: 'Hello,',
          lines: [
            `${who} booked online: ${when}.`,
            ...(request ? ['This is a request: confirm it in the planning.'] : []),
            ...(services ? [`Services: ${services}`] : []),
            ...(booking.vehicle ? [`Vehicle: ${booking.vehicle}`] : []),
            ...(contact ? [`Contact: ${contact}`] : []),
            ...(booking.row.notes ? [`Customer's note: ${booking.row.notes}`] : []),
          ],
          action: { label: 'Open the planning', url: planningUrl },
        };
  return { ...render(to, body, supportEmail, lang), ...(booking.to ? { replyTo: booking.to } : {}) };
}

/** The one-time code of the widget's identification step. */
export function bookingCodeMail({ to, code, shopName, lang, minutes }: { to: string; code: string; shopName: string; lang: MailLanguage; minutes: number }): Mail {
  const body: Body =
    lang === 'fr'
      ? {
          subject: `${code} : votre code pour prendre rendez-vous — ${shopName}`,
          greeting: 'Bonjour,',
          lines: [`Votre code pour prendre rendez-vous chez ${shopName} : ${code}`, `Il est valide ${minutes} minutes et ne sert qu’une fois.`],
          after: ['Si vous n’avez pas demandé ce code, ignorez ce message.'],
          brand: shopName,
          footer: '',
        }
      : {
          subject: `${code}: your code to book an appointment — ${shopName}`,
          greeting: 'Hello,',
          lines: [`Your code to book an appointment at ${shopName}: ${code}`, `It is valid for ${minutes} minutes and works once.`],
          after: ['If you did not ask for this code, ignore this message.'],
          brand: shopName,
          footer: '',
        };
  return render(to, body, '', lang);
}
