import { useMemo } from 'preact/hooks';
import { useWidget } from '../context';
import { formatDay, formatTime } from '../format';
import { buildIcs } from '../ics';
import type { Booked } from './ReviewStep';

/** The manage page of a booking: the same address as the confirmation mail's link. */
export const manageUrl = (slug: string, token: string) => `${location.origin}/book/${encodeURIComponent(slug)}?booking=${encodeURIComponent(token)}`;

export function DoneStep({ booked }: { booked: Booked }) {
  const { shop, lang, t } = useWidget();
  const { booking, token } = booked;
  const requested = booking.status === 'REQUESTED';
  const url = manageUrl(shop.slug, token);
  const ics = useMemo(() => {
    const text = buildIcs({
      uid: `${token.slice(0, 16)}@atelier`,
      start: booking.start,
      end: booking.end,
      summary: booking.shop.name,
      location: booking.shop.address,
      description: [...booking.services.map((s) => s.name), booking.vehicle ?? '', url].filter(Boolean).join('\n'),
      url,
    });
    return URL.createObjectURL(new Blob([text], { type: 'text/calendar' }));
  }, [booking, token, url]);

  return (
    <section class="step done" aria-labelledby="step-title">
      <h2 id="step-title" tabIndex={-1} ref={(el) => el?.focus()}>
        {requested ? t('done.requested') : t('done.confirmed')}
      </h2>
      <p>{requested ? t('done.requestedText') : t('done.confirmedText')}</p>
      <p class="when">
        {formatDay(booking.start, shop.timezone, lang)}
        <br />
        {formatTime(booking.start, shop.timezone, lang)} – {formatTime(booking.end, shop.timezone, lang)}
      </p>
      <ul class="plain">
        {booking.services.map((s) => (
          <li key={s.name}>{s.name}</li>
        ))}
      </ul>
      {booking.vehicle && <p>{booking.vehicle}</p>}
      {booking.shop.address && <p class="hint">{booking.shop.address}</p>}
      <div class="actions column">
        <a class="button" href={ics} download="rendez-vous.ics">
          {t('done.calendar')}
        </a>
        <a class="button secondary" href={url} target="_blank" rel="noopener">
          {t('done.manage')}
        </a>
      </div>
    </section>
  );
}
