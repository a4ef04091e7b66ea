import type { ComponentChildren } from 'preact';
import type { PublicBooking } from '@atelier/contracts/booking';
import { useEffect, useRef, useState } from 'preact/hooks';
import { api, ApiError } from '../api';
import { useWidget } from '../context';
import { shopDate } from '../DatePicker';
import { allServices, bookingVehicle, serviceKey, type Draft } from '../draft';
import { formatDay, formatPrice, formatTime } from '../format';
import type { Key } from '../i18n';
import { Countdown, ErrorMessage, StepFrame } from '../ui';
import { NotesField } from './AddonsStep';
import { holdSlot, NextSlots } from './DateTimeStep';
import { proofOfWork } from './IdentityStep';
import type { StepProps } from './stepProps';

export type Booked = { token: string; booking: PublicBooking };

/** The step each review section edits. */
export type Section = 'services' | 'datetime' | 'vehicle' | 'identity' | 'addons';

type Props = StepProps & { edit: (section: Section) => void; onBooked: (booked: Booked) => void; hasAddons: boolean; lang: 'fr' | 'en' };

function vehicleText(draft: Draft): string {
  if (draft.vehicleKind === 'mine') return draft.vehicles.find((v) => v.uuid === draft.mechUuid)?.name ?? '';
  if (draft.vehicleKind === 'vin') return `NIV/VIN ${draft.vin}`;
  return [draft.year, draft.make, draft.model].filter(Boolean).join(' ');
}

export function ReviewStep({ draft, update, back, edit, onBooked, hasAddons, lang }: Props) {
  const { shop, t } = useWidget();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [nextSlots, setNextSlots] = useState<string[]>([]);
  // The proof of work, solved while the customer reads (a second or two on a phone).
  const pow = useRef<Promise<string | null> | null>(null);
  useEffect(() => {
    pow.current = proofOfWork(shop.slug);
  }, [shop.slug]);

  // Services or add-ons changed since the slot was held (or the hold ran out): hold it again for the new duration.
  useEffect(() => {
    const start = draft.hold?.start;
    if (!start || (draft.heldServices === serviceKey(allServices(draft)) && draft.heldUntil > Date.now())) return;
    void rehold(start);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const rehold = async (start: string) => {
    setBusy(true);
    const outcome = await holdSlot(shop.slug, draft, start);
    setBusy(false);
    if (outcome.ok) {
      update({ ...outcome.patch, date: shopDate(start, shop.timezone) });
      setError(null);
      setNextSlots([]);
      return true;
    }
    update({ hold: null });
    setError(outcome.code);
    setNextSlots(outcome.nextSlots);
    return false;
  };

  const confirm = async (retried = false): Promise<void> => {
    const hold = draft.hold;
    const vehicle = bookingVehicle(draft);
    if (!hold || !vehicle) return edit(hold ? 'vehicle' : 'datetime');
    setBusy(true);
    setError(null);
    try {
      const altcha = await (pow.current ?? proofOfWork(shop.slug));
      const email = draft.email.trim();
      const booked = await api.book(shop.slug, {
        start: hold.start,
        services: allServices(draft),
        hold: hold.token,
        fullname: draft.fullname.trim(),
        email: email || null,
        mobile: draft.mobile.trim() || null,
        identity: draft.identity && draft.verifiedEmail === email ? draft.identity : null,
        vehicle,
        notes: draft.notes.trim() || null,
        language: lang,
        website: draft.website || null,
        altcha,
      });
      onBooked(booked);
    } catch (e) {
      setBusy(false);
      const code = e instanceof ApiError ? e.code : 'ERR_GENERIC';
      // A solution serves once (the server remembers it): the next try needs a new one.
      pow.current = proofOfWork(shop.slug);
      if (code === 'ERR_HOLD_EXPIRED' && !retried && (await rehold(hold.start))) return confirm(true);
      if (code === 'ERR_SLOT_TAKEN') update({ hold: null });
      setError(code);
      setNextSlots(e instanceof ApiError ? e.nextSlots : []);
    }
  };

  const chosen = shop.services.filter((s) => allServices(draft).includes(s.id));
  const estimate = draft.hold?.estimate;
  const money = (amount: number) => formatPrice(amount, shop.currency, lang);
  const section = (key: Section, title: Key, body: ComponentChildren) => (
    <div class="review-section">
      <div class="review-head">
        <h3>{t(title)}</h3>
        <button type="button" class="link" aria-label={t('review.editSection', { section: t(title) })} onClick={() => edit(key)}>
          {t('review.edit')}
        </button>
      </div>
      {body}
    </div>
  );

  return (
    <StepFrame
      title={t('step.review')}
      onBack={back}
      footer={
        <button type="button" class="primary-wide" disabled={busy || !draft.hold} onClick={() => confirm()}>
          {busy ? t('review.confirming') : t('review.confirm')}
        </button>
      }
    >
      {section(
        'services',
        'review.services',
        <ul class="plain">
          {chosen.map((s) => (
            <li key={s.id}>
              <span>{s.name}</span>
              <span>{s.price === null ? t('onEstimate') : money(s.price)}</span>
            </li>
          ))}
        </ul>,
      )}
      {section(
        'datetime',
        'review.when',
        draft.hold ? (
          <p>
            {formatDay(draft.hold.start, shop.timezone, lang)}, {formatTime(draft.hold.start, shop.timezone, lang)} – {formatTime(draft.hold.end, shop.timezone, lang)}
          </p>
        ) : (
          <p class="hint">{t('date.chooseSlot')}</p>
        ),
      )}
      {section('vehicle', 'review.vehicle', <p>{vehicleText(draft)}</p>)}
      {section(
        'identity',
        'review.contact',
        <p>
          {draft.fullname}
          {draft.email && <br />}
          {draft.email}
          {draft.mobile && <br />}
          {draft.mobile}
        </p>,
      )}
      {hasAddons ? draft.notes.trim() && section('addons', 'review.notes', <p class="pre">{draft.notes}</p>) : <NotesField draft={draft} update={update} />}
      {estimate && (
        <dl class="estimate">
          <div>
            <dt>{t('review.subtotal')}</dt>
            <dd>{money(estimate.subtotal)}</dd>
          </div>
          {estimate.taxes.map((tax) => (
            <div key={tax.name}>
              <dt>
                {tax.name} ({tax.rate.toLocaleString(lang === 'fr' ? 'fr-CA' : 'en-CA')} %)
              </dt>
              <dd>{money(tax.amount)}</dd>
            </div>
          ))}
          <div class="total">
            <dt>{t('review.total')}</dt>
            <dd>{estimate.partial ? t('review.from', { amount: money(estimate.total) }) : money(estimate.total)}</dd>
          </div>
        </dl>
      )}
      <p class="hint">{t('review.estimate')}</p>
      {draft.hold && (
        <Countdown
          until={draft.heldUntil}
          onExpired={() => {
            if (!busy) void rehold(draft.hold!.start);
          }}
        />
      )}
      {error && <ErrorMessage code={error} />}
      <NextSlots starts={nextSlots} onPick={(start) => void rehold(start)} />
    </StepFrame>
  );
}
