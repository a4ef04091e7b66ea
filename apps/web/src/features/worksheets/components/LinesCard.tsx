import type { Entry, Worksheet } from '@atelier/contracts';
import { Box, Button } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { Suspense, useCallback, useMemo } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useCan } from '../../../shared/permissions/useCan';
import { LineClockButton, runningOnLine, useRunningClocks } from '../../clock';
import { useMech } from '../../vehicles';
import { useStatuses } from '../../statuses';
import { usePullBacklog, useWorksheetEntries } from '../api';
import { LineEditorCard } from './LineEditorCard';

/** The work order's service lines and parts (LineEditorCard), with its vehicle's backlog and each SERVICE line's clock. */
export function LinesCard({ worksheet }: { worksheet: Worksheet }) {
  const { t } = useTranslation();
  const entries = useWorksheetEntries(worksheet.uuid);
  const entryStatuses = useStatuses('entry');
  const mech = useMech(worksheet.mech?.uuid ?? null);
  const pull = usePullBacklog(worksheet.uuid);
  // One query for every line's clock button: the caller's running clocks (the strip's).
  const canClock = useCan('worksheets:work');
  const { running, isSuccess: clocksLoaded } = useRunningClocks(canClock);
  const backlog = mech.data?.entryCount ?? 0;
  const target = useMemo(() => ({ worksheetUuid: worksheet.uuid }), [worksheet.uuid]);
  // Start/stop on each SERVICE line (issue 13), once the running clocks are known. Kept the same
  // function between renders: the rows (memo) re-render only when their line or clocks change.
  const { worksheetId } = worksheet;
  const clock = useCallback(
    (entry: Entry) =>
      canClock && clocksLoaded && entry.type === 'SERVICE' ? (
        <Suspense fallback={<Box h={44} />}>
          <LineClockButton workorderUuid={target.worksheetUuid} worksheetId={worksheetId} line={entry} running={runningOnLine(running, target.worksheetUuid, entry.id)} />
        </Suspense>
      ) : null,
    [canClock, clocksLoaded, running, target, worksheetId],
  );

  return (
    <LineEditorCard
      target={target}
      lines={entries.isPending ? undefined : (entries.data ?? [])}
      entryStatuses={entryStatuses.data}
      headerAction={
        backlog > 0 && (
          <Button variant="light" size="xs" leftSection={<IconListDetails size={16} />} loading={pull.isPending} onClick={() => pull.mutate()}>
            {t('worksheets.lines.pullBacklog', { count: backlog })}
          </Button>
        )
      }
      clock={clock}
    />
  );
}
