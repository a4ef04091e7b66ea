import type { Entry, Timelog } from '@atelier/contracts';
import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useAccountPreferences } from '../../../shared/account/api';
import { useCan } from '../../../shared/permissions/useCan';
import { useDateFormatter } from '../../accounts';
import { TimeEntryPanelOnDemand as TimeEntryPanel } from '../../timelog';
import { useWorkorderTimelog } from '../api';
import { formatHours, hoursLocale } from '../elapsed';
import { useClockTick } from '../hooks/useClockTick';
import { entryHours, workorderTime, type LineTime } from '../workorderTime';
import classes from './WorkorderTimeCard.module.css';
import { PlanGate } from '../../../shared/plan/PlanGate';

export interface WorkorderTimeCardProps {
  workorderUuid: string;
  /** The work order's lines (its SERVICE lines sell hours). */
  lines: readonly Entry[] | undefined;
}

/**
 * The work order's time (issue 13): entries per service line (who, when, hours), clocked against
 * sold hours, a running clock counted live. A technician sees their own entries (the server lists
 * everyone's for timelog:all only).
 */
export function WorkorderTimeCard({ workorderUuid, lines }: WorkorderTimeCardProps) {
  const { t, i18n } = useTranslation();
  const locale = hoursLocale(i18n.resolvedLanguage);
  const hourlyRate = useAccountPreferences().hourlyRates.valuePerUnit;
  const seesAll = useCan('timelog:all');
  const query = useWorkorderTimelog(workorderUuid);
  const entries = query.data?.items;
  const runningStarts = useMemo(() => (entries ?? []).filter((entry) => entry.endTime === null).map((entry) => entry.startTime), [entries]);
  const now = useClockTick(runningStarts);
  const time = useMemo(() => (entries ? workorderTime(lines ?? [], entries, hourlyRate, now) : null), [entries, lines, hourlyRate, now]);
  const hidden = query.data ? query.data.total - query.data.items.length : 0;
  // The panel stays mounted once opened (its slide-out keeps the entry it showed).
  const [panel, setPanel] = useState<{ opened: boolean; entry: Timelog | null } | null>(null);
  const onOpenEntry = (entry: Timelog | null) => setPanel({ opened: true, entry });

  return (
    <Card data-testid="worksheet-time">
      <Group justify="space-between" align="flex-start" gap="sm" mb="sm">
        <Stack gap={0}>
          <Title order={2} size="h4">
            {t('clock.time.title')}
          </Title>
          {!seesAll && (
            <Text size="xs" c="dimmed">
              {t('clock.time.mine')}
            </Text>
          )}
        </Stack>
        {time && (
          <Group gap="lg" wrap="nowrap" data-testid="worksheet-time-totals">
            <Figure label={t('clock.time.clocked')} value={formatHours(time.clockedHours, locale)} testId="time-clocked" />
            <Figure label={t('clock.time.sold')} value={formatHours(time.soldHours, locale)} testId="time-sold" />
          </Group>
        )}
      </Group>
      <PlanGate feature="timeTracking">
        <Button
          variant="default"
          size="sm"
          mb="sm"
          style={{ alignSelf: 'flex-start' }}
          leftSection={<IconPlus size={16} />}
          onClick={() => onOpenEntry(null)}
          data-testid="time-add"
        >
          {t('clock.time.add')}
        </Button>
      </PlanGate>
      {query.isError ? (
        <Text size="sm" c="red">
          {t('clock.time.loadError')}
        </Text>
      ) : !time ? (
        <Skeleton h={80} />
      ) : time.lines.every((line) => line.entries.length === 0) ? (
        <Stack gap={2} py="sm">
          <Text size="sm" fw={600}>
            {t('clock.time.empty')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('clock.time.emptyHint')}
          </Text>
        </Stack>
      ) : (
        <Stack gap="md">
          {time.lines.map((line) => (
            <LineTimeBlock key={line.entryId ?? 'none'} line={line} now={now} locale={locale} onOpenEntry={onOpenEntry} />
          ))}
        </Stack>
      )}
      {hidden > 0 && (
        <Text size="xs" c="dimmed" mt="sm">
          {t('clock.time.more', { count: hidden })}
        </Text>
      )}
      {/* The time-entry panel comes on the first click on an entry or 'Ajouter du temps'. The work
          order is the page's: its field is hidden, a new entry goes on it. */}
      {panel && <TimeEntryPanel opened={panel.opened} entry={panel.entry} workorderUuid={workorderUuid} onClose={() => setPanel({ ...panel, opened: false })} />}
    </Card>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0} align="flex-end">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} className={classes.hours} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

function LineTimeBlock({ line, now, locale, onOpenEntry }: { line: LineTime; now: number; locale: string; onOpenEntry: (entry: Timelog) => void }) {
  const { t } = useTranslation();
  return (
    <div data-testid="time-line" data-entry-id={line.entryId ?? ''}>
      <div className={classes.lineHead}>
        <Text size="sm" fw={600} lineClamp={2} className={classes.lineName}>
          {line.name ?? t('clock.time.noLine')}
        </Text>
        <Text size="sm" c="dimmed" className={classes.hours} style={{ whiteSpace: 'nowrap' }} data-testid="time-line-hours">
          {/* Time on no line sells nothing: its clocked hours only. */}
          {line.entryId === null
            ? `${t('clock.time.clocked')} ${formatHours(line.clockedHours, locale)}`
            : t('clock.time.summary', { clocked: formatHours(line.clockedHours, locale), sold: formatHours(line.soldHours, locale) })}
        </Text>
      </div>
      {line.entries.map((entry) => (
        <EntryRow key={entry.id} entry={entry} now={now} locale={locale} onOpen={onOpenEntry} />
      ))}
    </div>
  );
}

function EntryRow({ entry, now, locale, onOpen }: { entry: Timelog; now: number; locale: string; onOpen: (entry: Timelog) => void }) {
  const { t } = useTranslation();
  const dates = useDateFormatter();
  const running = entry.endTime === null;
  // A running entry says so with its badge.
  const when = running ? dates.formatDateTime(entry.startTime) : `${dates.formatDateTime(entry.startTime)} – ${dates.formatTime(entry.endTime)}`;
  const content = (
    <>
      <Text size="sm" truncate className={classes.who}>
        {entry.user.fullname}
      </Text>
      <Text size="sm" c="dimmed" className={classes.when}>
        {when}
      </Text>
      <Group gap={6} wrap="nowrap" justify="flex-end" className={classes.entryHours}>
        {running && (
          <Badge size="sm" color="teal" variant="light">
            {t('clock.time.running')}
          </Badge>
        )}
        <Text size="sm" fw={600} className={classes.hours} data-testid="time-entry-hours">
          {formatHours(entryHours(entry, now), locale)}
        </Text>
      </Group>
    </>
  );
  return (
    <UnstyledButton
      className={classes.entry}
      onClick={() => onOpen(entry)}
      aria-label={t('clock.time.open', { who: entry.user.fullname, when })}
      data-testid="time-entry"
    >
      {content}
    </UnstyledButton>
  );
}
