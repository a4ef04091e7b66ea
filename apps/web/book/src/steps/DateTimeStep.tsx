import { BOOKING_HOLD_MINUTES } from '@atelier/contracts/booking-constants';
import { useState } from 'preact/hooks';
import { api, ApiError } from '../api';
import { useWidget } from '../context';
import { DatePicker, shopDate } from '../DatePicker';
import { allServices, serviceKey, type Draft } from '../draft';
import { formatLocalDate, formatTime } from '../format';
import { Countdown, ErrorMessage, StepFrame } from '../ui';
import type { StepProps } from './stepProps';

/** A hold's local end: the server's 10 minutes counted from its answer, a few seconds early, on this device's clock. */
export const holdDeadline = () => Date.now() + BOOKING_HOLD_MINUTES * 60_000 - 5_000;

export type HoldOutcome = { ok: true; patch: Partial<Draft> } | { ok: false; code: string; nextSlots: string[] };

/** Holds `start` for the draft's services, releasing the draft's previous hold. */
export async function holdSlot(slug: string, draft: Draft, start: string): Promise<HoldOutcome> {
  const services = allServices(draft);
  try {
    const hold = await api.hold(slug, start, services, draft.hold?.token ?? null);
    return { ok: true, patch: { hold, heldServices: serviceKey(services), heldUntil: holdDeadline() } };
  } catch (e) {
    if (e instanceof ApiError) return { ok: false, code: e.code, nextSlots: e.nextSlots };
    return { ok: false, code: 'ERR_GENERIC', nextSlots: [] };
  }
}

/** The free times proposed after a refusal (ERR_SLOT_TAKEN), as buttons. */
export function NextSlots({ starts, onPick }: { starts: string[]; onPick: (start: string) => void }) {
  const { shop, lang, t } = useWidget();
  if (!starts.length) return null;
  return (
    <div class="box">
      <p>{t('date.nextSlots')}</p>
      <div class="slot-list">
        {starts.map((start) => (
          <button type="button" class="slot wide" key={start} onClick={() => onPick(start)}>
            {formatLocalDate(shopDate(start, shop.timezone), lang, false)} · {formatTime(start, shop.timezone, lang)}
          </button>
        ))}
      </div>
    </div>
  );
}

export function DateTimeStep({ draft, update, next, back }: StepProps) {
  const { shop, t } = useWidget();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [nextSlots, setNextSlots] = useState<string[]>([]);
  const [refresh, setRefresh] = useState(0);
  const held = draft.hold && draft.heldUntil > Date.now() ? draft.hold : null;

  const choose = async (start: string) => {
    setBusy(true);
    setError(null);
    setNextSlots([]);
    const outcome = await holdSlot(shop.slug, draft, start);
    setBusy(false);
    if (outcome.ok) return update({ ...outcome.patch, date: shopDate(start, shop.timezone) });
    setError(outcome.code);
    setNextSlots(outcome.nextSlots);
    setRefresh((n) => n + 1);
    update({ hold: null });
  };

  const submit = () => {
    if (!held) return setError('date.chooseSlot');
    next();
  };

  return (
    <StepFrame
      title={t('step.datetime')}
      onBack={back}
      footer={
        <button type="button" onClick={submit} disabled={busy}>
          {t('next')}
        </button>
      }
    >
      <DatePicker
        services={allServices(draft)}
        date={draft.date}
        onDate={(date) => update({ date })}
        chosen={held?.start ?? null}
        onSlot={(slot) => choose(slot.start)}
        refresh={refresh}
        busy={busy}
      />
      {held && (
        <Countdown
          until={draft.heldUntil}
          onExpired={() => {
            update({ hold: null });
            setError('ERR_HOLD_EXPIRED');
          }}
        />
      )}
      {error && <ErrorMessage code={error.startsWith('ERR_') ? error : null} text={error.startsWith('ERR_') ? null : t('date.chooseSlot')} />}
      <NextSlots starts={nextSlots} onPick={choose} />
    </StepFrame>
  );
}
