import type { Timelog } from '@atelier/contracts';
import { Box, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useDateFormatter } from '../../accounts';
import { clickedOwnControl } from '../../../shared/lists/clickedOwnControl';
import { ListTable } from '../../../shared/lists/ListTable';
import { listTableClasses as classes } from '../../../shared/lists/listTableClasses';
import { useEntryText } from '../hooks/useEntryText';
import { useNow } from '../hooks/useNow';
import { EntryStatusBadges } from './EntryStatusBadges';

interface Props {
  entries: Timelog[];
  onOpen: (entry: Timelog) => void;
}

// Figures line up in their column.
const TABULAR = { fontVariantNumeric: 'tabular-nums' } as const;

/**
 * The timesheet's rows (workshop §2): date, technician, clock in, clock out, time (hours, 2
 * decimals), actions. A row or its Edit opens the panel. On a phone each entry is a card.
 */
export function TimesheetTable({ entries, onOpen }: Props) {
  const { t } = useTranslation();
  const { formatDate, formatTime } = useDateFormatter();
  // A running clock's hours stay live (0.01 h is 36 s).
  const now = useNow(entries.some((entry) => entry.endTime === null));
  const { where, hours } = useEntryText(now);
  const openRow = (event: MouseEvent, entry: Timelog) => {
    if (!clickedOwnControl(event)) onOpen(entry);
  };
  const editLabel = (entry: Timelog) => t('timelog.editEntry', { id: entry.id });

  return (
    <>
      <Box visibleFrom="sm">
        <ListTable
          testId="timesheet-table"
          minWidth={640}
          head={
            <>
              <Table.Th>{t('timelog.column.date')}</Table.Th>
              <Table.Th>{t('timelog.column.technician')}</Table.Th>
              <Table.Th>{t('timelog.column.clockIn')}</Table.Th>
              <Table.Th>{t('timelog.column.clockOut')}</Table.Th>
              <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                {t('timelog.column.hours')}
              </Table.Th>
              <Table.Th ta="right">{t('timelog.column.actions')}</Table.Th>
            </>
          }
        >
          {entries.map((entry) => (
            <Table.Tr key={entry.id} className={classes.row} onClick={(event) => openRow(event, entry)} data-testid="timesheet-row">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{formatDate(entry.date)}</Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={0} miw={0}>
                  <Text size="sm" fw={500} truncate>
                    {entry.user.fullname}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {where(entry)}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{formatTime(entry.startTime)}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  {entry.endTime && (
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatTime(entry.endTime)}
                    </Text>
                  )}
                  <EntryStatusBadges entry={entry} />
                </Group>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm" style={TABULAR} fw={entry.endTime ? 500 : 400} fs={entry.endTime ? undefined : 'italic'} data-testid="timesheet-hours">
                  {hours(entry)}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Button variant="subtle" size="compact-sm" leftSection={<IconPencil size={14} />} aria-label={editLabel(entry)} onClick={() => onOpen(entry)}>
                  {t('timelog.edit')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      </Box>
      <Stack gap="sm" p="sm" hiddenFrom="sm" data-testid="timesheet-cards">
        {entries.map((entry) => (
          // A card holds blocks, which a <button> may not: a focusable card that Enter and Space open.
          <Card
            key={entry.id}
            role="button"
            tabIndex={0}
            withBorder
            padding="sm"
            radius="md"
            onClick={() => onOpen(entry)}
            onKeyDown={(event: KeyboardEvent) => {
              if (event.key !== 'Enter' && event.key !== ' ') return;
              event.preventDefault();
              onOpen(entry);
            }}
            aria-label={editLabel(entry)}
            data-testid="timesheet-card"
            style={{ cursor: 'pointer' }}
          >
            <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
              <Stack gap={2} miw={0}>
                <Text size="sm" fw={600}>
                  {formatDate(entry.date)} · {entry.user.fullname}
                </Text>
                <Text size="sm" c="dimmed" truncate>
                  {where(entry)}
                </Text>
                <Text size="sm">
                  {formatTime(entry.startTime)} → {entry.endTime ? formatTime(entry.endTime) : '…'}
                </Text>
              </Stack>
              {/* The hours and badges keep their width: a long name wraps on the left instead (was "EN…" at 390 px). */}
              <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                <Text size="lg" fw={700} style={TABULAR} fs={entry.endTime ? undefined : 'italic'} data-testid="timesheet-hours">
                  {hours(entry)}
                </Text>
                <EntryStatusBadges entry={entry} />
              </Stack>
            </Group>
          </Card>
        ))}
      </Stack>
    </>
  );
}
