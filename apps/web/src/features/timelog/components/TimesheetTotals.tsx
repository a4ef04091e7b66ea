import type { TimelogTotals } from '@atelier/contracts';
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/useTranslation';
import { useDateFormatter } from '../../accounts';
import { formatHours } from '../duration';

const TABULAR = { fontVariantNumeric: 'tabular-nums' } as const;

/**
 * The sheet's totals over every matching entry, not only this page (the answer's `totals`): the
 * period, each day, each technician. Running clocks count up to the answer's time.
 */
export function TimesheetTotals({ totals }: { totals: TimelogTotals }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'fr';
  const { formatDate } = useDateFormatter();
  const hours = (value: number) => t('timelog.totals.hours', { hours: formatHours(value, language) });

  return (
    <Paper withBorder p="md" radius="md" data-testid="timesheet-totals">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Text fw={700}>{t('timelog.totals.period')}</Text>
          <Text fw={700} size="xl" style={TABULAR} data-testid="timesheet-total">
            {hours(totals.hours)}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap={4} data-testid="timesheet-totals-by-day">
            <Text size="sm" c="dimmed" fw={600}>
              {t('timelog.totals.byDay')}
            </Text>
            {totals.byDay.map((day) => (
              <Group key={day.date} justify="space-between" gap="sm" data-testid="timesheet-day-total">
                <Text size="sm">{formatDate(day.date)}</Text>
                <Text size="sm" style={TABULAR}>
                  {hours(day.hours)}
                </Text>
              </Group>
            ))}
          </Stack>
          <Stack gap={4} data-testid="timesheet-totals-by-user">
            <Text size="sm" c="dimmed" fw={600}>
              {t('timelog.totals.byUser')}
            </Text>
            {totals.byUser.map((person) => (
              <Group key={person.uuid} justify="space-between" gap="sm" data-testid="timesheet-user-total">
                <Text size="sm" truncate>
                  {person.fullname}
                </Text>
                <Text size="sm" style={TABULAR}>
                  {hours(person.hours)}
                </Text>
              </Group>
            ))}
          </Stack>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
