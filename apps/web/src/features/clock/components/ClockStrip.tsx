import type { Timelog } from '@atelier/contracts/timelog';
import { Button } from '@mantine/core';
import { IconPlayerStopFilled } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router';
import { useWorksheetNumber } from '../../../shared/hooks/useWorksheetNumber';
import { useDateFormatter } from '../../accounts';
import { useClockOut } from '../api';
import { elapsedHours, formatHours, hoursLocale } from '../elapsed';
import { useClockTick } from '../hooks/useClockTick';
import { isPendingClock } from '../runningClock';
import classes from './ClockStrip.module.css';

/**
 * The clock-in strip (shell §2): each running entry of the signed-in user with its elapsed hours to
 * 2 decimals, live; a click opens its work order; 'Dépointer' clocks it out. Loaded only while a
 * clock runs: the first screen carries the mount, not this.
 */
export function ClockStrip({ running }: { running: readonly Timelog[] }) {
  const { t } = useTranslation();
  const now = useClockTick(running.map((entry) => entry.startTime));
  return (
    <div className={classes.strip} role="region" aria-label={t('clock.strip')} data-testid="clock-strip">
      {running.map((entry) => (
        <StripEntry key={entry.id} entry={entry} now={now} />
      ))}
    </div>
  );
}

function StripEntry({ entry, now }: { entry: Timelog; now: number }) {
  const { t, i18n } = useTranslation();
  const number = useWorksheetNumber();
  const dates = useDateFormatter();
  const clockOut = useClockOut();
  const hours = formatHours(elapsedHours(entry.startTime, now), hoursLocale(i18n.resolvedLanguage));
  const since = t('clock.since', { time: dates.formatTime(entry.startTime) });
  const workorder = entry.worksheetId !== null ? number(entry.worksheetId) : null;
  const what = workorder ? [workorder, entry.entryName].filter(Boolean).join(' · ') : t('clock.general');
  const body = (
    <>
      <span className={classes.dot} aria-hidden />
      <span className={classes.what}>
        {workorder ? <span className={classes.number}>{workorder}</span> : t('clock.general')}
        {workorder && entry.entryName ? ` · ${entry.entryName}` : ''}
      </span>
      <span className={classes.since}>{since}</span>
      <span className={classes.hours} data-testid="clock-strip-hours">
        {hours}
      </span>
    </>
  );
  return (
    <>
      {entry.workorderUuid && workorder ? (
        <Link
          to={`/worksheets/${encodeURIComponent(entry.workorderUuid)}`}
          className={classes.entry}
          title={`${t('clock.open', { number: workorder })} — ${since}`}
          data-testid="clock-strip-entry"
        >
          {body}
        </Link>
      ) : (
        <div className={classes.entry} title={since} data-testid="clock-strip-entry">
          {body}
        </div>
      )}
      <Button
        color="red.9"
        h={44}
        px="sm"
        leftSection={<IconPlayerStopFilled size={16} aria-hidden />}
        aria-label={t('clock.stopEntry', { what })}
        title={t('clock.stopEntry', { what })}
        // Not before the server has the entry: its id is not known yet.
        disabled={isPendingClock(entry)}
        loading={clockOut.isPending}
        onClick={() => clockOut.mutate(entry)}
        data-testid="clock-out"
        style={{ flexShrink: 0 }}
      >
        {t('clock.stop')}
      </Button>
    </>
  );
}
