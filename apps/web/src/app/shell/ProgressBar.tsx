import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { networkActivity } from '../../shared/api/networkActivity';
import classes from './ProgressBar.module.css';
import { createProgressController, PROGRESS_FINISH_MS, PROGRESS_TICK_MS } from './progress';

const COLOR_VAR = {
  brand: 'var(--mantine-primary-color-filled)',
  orange: 'var(--mantine-color-orange-6)',
  red: 'var(--mantine-color-red-6)',
} as const;

/** Thin bar at the top of the page while API calls are in flight (shell spec §2). */
export function ProgressBar() {
  const { t } = useTranslation();
  const controller = useMemo(() => createProgressController(networkActivity), []);
  useEffect(() => () => controller.dispose(), [controller]);
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  // The loading counter (shell spec §2): how many calls are out, told to assistive technology and tests.
  const calls = useSyncExternalStore(networkActivity.subscribe, networkActivity.getCount);

  return (
    <div
      className={classes.track}
      data-visible={state.visible || undefined}
      role="progressbar"
      aria-label={t('common.loading')}
      aria-hidden={!state.visible}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(state.value)}
      aria-valuetext={calls > 0 ? t('common.callsInFlight', { count: calls }) : undefined}
      data-calls={calls}
      data-testid="progress-bar"
    >
      <div
        key={state.run}
        className={classes.bar}
        style={{
          width: `${state.value}%`,
          background: COLOR_VAR[state.color],
          transitionDuration: `${!state.visible ? 0 : state.finishing ? PROGRESS_FINISH_MS : PROGRESS_TICK_MS}ms`,
        }}
      />
    </div>
  );
}
