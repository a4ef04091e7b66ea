import type { PublicBooking, Slot } from '@atelier/contracts/booking';
import { useEffect, useRef, useState } from 'preact/hooks';
import { api, ApiError } from './api';
import { useWidget } from './context';
import { DatePicker, shopDate } from './DatePicker';
import { formatDay, formatTime } from './format';
import type { Key } from './i18n';
import { proofOfWork } from './steps/IdentityStep';
import { ErrorMessage } from './ui';

/**
 * /book/{slug}?booking={token}: the booking of the confirmation mail's link. Cancel (after a
 * confirmation) and Move (the date step's picker, same services) while it is `changeable`.
 */
export function ManagePage({ token }: { token: string }) {
  const { shop, lang, t } = useWidget();
  const [booking, setBooking] = useState<PublicBooking | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [mode, setMode] = useState<'view' | 'cancel' | 'move'>('view');
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [done, setDone] = useState<Key | null>(null);
  const [busy, setBusy] = useState(false);
  const pow = useRef<Promise<string | null> | null>(null);

  useEffect(() => {
    api
      .booking(token)
      .then(setBooking, (e: unknown) =>
        setError(e instanceof ApiError && e.code === 'ERR_NOT_FOUND' ? 'manage.notFound' : e instanceof ApiError ? e.code : 'ERR_GENERIC'),
      );
  }, [token]);

  const run = async (action: () => Promise<PublicBooking | undefined>, message: Key) => {
    setBusy(true);
    setError(null);
    try {
      const result = await action();
      setBooking(result ?? (await api.booking(token)));
      setDone(message);
      setMode('view');
    } catch (e) {
      setError(e instanceof ApiError ? e.code : 'ERR_GENERIC');
      // A proof-of-work solution serves once: the next try needs a new one.
      pow.current = proofOfWork(shop.slug);
    } finally {
      setBusy(false);
    }
  };

  if (!booking) {
    return error ? <ErrorMessage text={error === 'manage.notFound' ? t('manage.notFound') : null} code={error} /> : <p class="hint">{t('loading')}</p>;
  }
  // The booking's services by name among the shop's (the booking lists names): the move keeps the same duration.
  const services = shop.services.filter((s) => booking.services.some((b) => b.name === s.name)).map((s) => s.id);
  const startMove = () => {
    pow.current = proofOfWork(shop.slug);
    setDate(shopDate(booking.start, shop.timezone));
    setSlot(null);
    setMode('move');
  };

  return (
    <section class="step" aria-labelledby="step-title">
      <h2 id="step-title" tabIndex={-1}>
        {t('manage.title')}
      </h2>
      {done && (
        <p class="success" role="status">
          {t(done)}
        </p>
      )}
      <p class="when">
        {formatDay(booking.start, shop.timezone, lang)}
        <br />
        {formatTime(booking.start, shop.timezone, lang)} – {formatTime(booking.end, shop.timezone, lang)}
      </p>
      <p>
        {t('manage.status')} : <strong>{t(`status.${booking.status}` as Key)}</strong>
      </p>
      <ul class="plain">
        {booking.services.map((s) => (
          <li key={s.name}>{s.name}</li>
        ))}
      </ul>
      {booking.vehicle && <p>{booking.vehicle}</p>}
      {error && <ErrorMessage code={error} />}
      {!booking.changeable && booking.status !== 'CANCELED' && (
        <p class="hint">
          {t('manage.locked')} {booking.shop.phone && <a href={`tel:${booking.shop.phone}`}>{booking.shop.phone}</a>}
        </p>
      )}
      {booking.changeable && mode === 'view' && (
        <div class="actions">
          <button type="button" class="secondary" onClick={() => setMode('cancel')}>
            {t('manage.cancel')}
          </button>
          {services.length > 0 && (
            <button type="button" onClick={startMove}>
              {t('manage.move')}
            </button>
          )}
        </div>
      )}
      {mode === 'cancel' && (
        <div class="box" role="alertdialog" aria-labelledby="cancel-ask">
          <p id="cancel-ask">{t('manage.cancelAsk')}</p>
          <div class="actions">
            <button type="button" class="secondary" ref={(el) => el?.focus()} onClick={() => setMode('view')}>
              {t('manage.keep')}
            </button>
            <button type="button" class="danger" disabled={busy} onClick={() => run(() => api.cancel(token), 'manage.canceled')}>
              {t('manage.cancelYes')}
            </button>
          </div>
        </div>
      )}
      {mode === 'move' && (
        <>
          <DatePicker services={services} date={date} onDate={setDate} chosen={slot?.start ?? null} onSlot={setSlot} except={booking.start} />
          <div class="actions">
            <button type="button" class="secondary" onClick={() => setMode('view')}>
              {t('back')}
            </button>
            <button
              type="button"
              disabled={!slot || busy}
              onClick={() => run(async () => api.move(token, slot!.start, await (pow.current ?? proofOfWork(shop.slug))), 'manage.moved')}
            >
              {slot ? t('manage.moveTo', { date: `${formatDay(slot.start, shop.timezone, lang)}, ${formatTime(slot.start, shop.timezone, lang)}` }) : t('manage.move')}
            </button>
          </div>
        </>
      )}
      <p>
        <a href={`/book/${encodeURIComponent(shop.slug)}`}>{t('manage.book')}</a>
      </p>
    </section>
  );
}
