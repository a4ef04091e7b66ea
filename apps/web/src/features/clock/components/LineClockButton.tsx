import type { Timelog } from '@atelier/contracts/timelog';
import { Button } from '@mantine/core';
import { IconPlayerPlayFilled, IconPlayerStopFilled } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useClockIn, useClockOut } from '../api';
import { elapsedHours, formatHours, hoursLocale } from '../elapsed';
import { useClockTick } from '../hooks/useClockTick';
import { isPendingClock } from '../runningClock';
import { PlanGate } from '../../../shared/plan/PlanGate';

const NO_START: string[] = [];

export interface LineClockButtonProps {
  workorderUuid: string;
  worksheetId: number;
  line: { id: number; name: string };
  /** The caller's clock running on this line, if any (one query for every line: runningOnLine). */
  running: Timelog | null;
}

/**
 * Start or stop the caller's clock on a SERVICE line of the work order (issue 13: clock in where
 * the work happens). Running, it shows the hours so far. 44 px high for a gloved thumb.
 */
export function LineClockButton({ workorderUuid, worksheetId, line, running }: LineClockButtonProps) {
  const { t, i18n } = useTranslation();
  const clockIn = useClockIn();
  const clockOut = useClockOut();
  const now = useClockTick(running ? [running.startTime] : NO_START);
  const label = running ? t('clock.line.stop', { name: line.name }) : t('clock.line.start', { name: line.name });
  return (
    // A native title for the desktop tooltip: the board imports this feature, and a Mantine Tooltip
    // would bring its popover code (15 KB) to the first screen.
    running ? (
      <Button
        color="red.9"
        h={44}
        miw={44}
        px="sm"
        leftSection={<IconPlayerStopFilled size={16} aria-hidden />}
        aria-label={label}
        title={label}
        disabled={isPendingClock(running)}
        onClick={() => clockOut.mutate(running)}
        data-testid="line-clock-out"
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {formatHours(elapsedHours(running.startTime, now), hoursLocale(i18n.resolvedLanguage))}
      </Button>
    ) : (
      <PlanGate feature="timeTracking">
        <Button
          variant="light"
          color="teal"
          h={44}
          miw={44}
          px="sm"
          leftSection={<IconPlayerPlayFilled size={16} aria-hidden />}
          aria-label={label}
          title={label}
          loading={clockIn.isPending}
          onClick={() => clockIn.mutate({ workorderUuid, worksheetId, entryId: line.id, entryName: line.name })}
          data-testid="line-clock-in"
        >
          {t('clock.start')}
        </Button>
      </PlanGate>
    )
  );
}
