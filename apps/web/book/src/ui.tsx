import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { useWidget } from './context';
import { formatCountdown } from './format';
import { errorText } from './i18n';

/** Focus goes to each step's heading, except on the page's first render (an embedded widget must not pull the host page's scroll). */
let firstHeading = true;

/** A step: its heading (focused when it appears, so a screen reader says where the customer is), content and Back. */
export function StepFrame(props: { title: string; onBack?: () => void; children: ComponentChildren; footer?: ComponentChildren }) {
  const { t } = useWidget();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (firstHeading) firstHeading = false;
    else heading.current?.focus();
  }, []);
  return (
    <section class="step" aria-labelledby="step-title">
      <h2 id="step-title" tabIndex={-1} ref={heading}>
        {props.title}
      </h2>
      {props.children}
      <div class="actions">
        {props.onBack && (
          <button type="button" class="secondary" onClick={props.onBack}>
            {t('back')}
          </button>
        )}
        {props.footer}
      </div>
    </section>
  );
}

/** An error of the step, read out when it appears. */
export function ErrorMessage({ code, text }: { code?: string | null; text?: string | null }) {
  const { t } = useWidget();
  const message = text ?? (code ? errorText(t, code) : null);
  return (
    <p class="error" role="alert">
      {message}
    </p>
  );
}

/**
 * "Held for you for 9:41": the visible countdown ticks every second; screen readers hear it once a
 * minute only (a live region that changed every second would talk over everything).
 */
export function Countdown({ until, onExpired }: { until: number; onExpired: () => void }) {
  const { t } = useWidget();
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = until - now;
  useEffect(() => {
    if (left <= 0) onExpired();
  }, [left <= 0]); // eslint-disable-line react-hooks/exhaustive-deps
  if (left <= 0) return null;
  return (
    <p class="held">
      <span aria-hidden="true">{t('date.held', { time: formatCountdown(left) })}</span>
      <span class="sr-only" aria-live="polite">
        {t('date.heldSr', { n: Math.ceil(left / 60000) })}
      </span>
    </p>
  );
}

export function Field(props: { id: string; label: string; hint?: string | null; error?: string | null; children: ComponentChildren }) {
  return (
    <div class="field">
      <label for={props.id}>{props.label}</label>
      {props.children}
      {props.hint && (
        <p class="hint" id={`${props.id}-hint`}>
          {props.hint}
        </p>
      )}
      {props.error && (
        <p class="error" id={`${props.id}-error`}>
          {props.error}
        </p>
      )}
    </div>
  );
}

/** aria-describedby of a Field's input: its hint and error when shown. */
export const describedBy = (id: string, hint: unknown, error: unknown) => [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
