import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { networkActivity } from '../../shared/api/networkActivity';
import classes from './ProgressBar.module.css';
import { createProgressController, PROGRESS_FINISH_MS, PROGRESS_TICK_MS } from './progress';

const COLOR_VAR = {
  brand: 'var(--mantine-primary-color-filled)',
  orange: 'var(--mantine-color-orange-6)',
  red: 'var(--mantine-color-red-6)',
} as const;

/**
 * Thin bar at the top of the page while API calls are in flight (shell spec §2). It paints its two
 * elements itself, outside React: as React state, each call that started or ended and each 200 ms
 * tick was an urgent update, which threw away the page React was drawing in the background (a
 * transition) and made it start over; a work order opening on a phone was drawn up to seven times.
 */
export function ProgressBar() {
  const { t } = useTranslation();
  const trackRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const track = trackRef.current;
    const bar = barRef.current;
    if (!track || !bar) return;
    const controller = createProgressController(networkActivity);
    let run = controller.getState().run;
    let frame = 0;
    const paint = () => {
      const state = controller.getState();
      // The loading counter (shell spec §2): how many calls are out, told to assistive technology and tests.
      const calls = networkActivity.getCount();
      track.toggleAttribute('data-visible', state.visible);
      track.setAttribute('aria-hidden', String(!state.visible));
      track.setAttribute('aria-valuenow', String(Math.round(state.value)));
      track.setAttribute('data-calls', String(calls));
      if (calls > 0) track.setAttribute('aria-valuetext', t('common.callsInFlight', { count: calls }));
      else track.removeAttribute('aria-valuetext');
      bar.style.width = `${state.value}%`;
      bar.style.background = COLOR_VAR[state.color];
      if (state.run !== run) {
        // A new run starts from the left at once, never sliding back from where the last one ended.
        run = state.run;
        bar.style.transitionDuration = '0ms';
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(() => (bar.style.transitionDuration = `${PROGRESS_TICK_MS}ms`));
        return;
      }
      bar.style.transitionDuration = `${!state.visible ? 0 : state.finishing ? PROGRESS_FINISH_MS : PROGRESS_TICK_MS}ms`;
    };
    paint();
    const stopProgress = controller.subscribe(paint);
    const stopCalls = networkActivity.subscribe(paint);
    return () => {
      stopProgress();
      stopCalls();
      cancelAnimationFrame(frame);
      controller.dispose();
    };
  }, [t]);

  return (
    <div
      ref={trackRef}
      className={classes.track}
      role="progressbar"
      aria-label={t('common.loading')}
      aria-hidden
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={0}
      data-calls={0}
      data-testid="progress-bar"
    >
      <div ref={barRef} className={classes.bar} />
    </div>
  );
}
