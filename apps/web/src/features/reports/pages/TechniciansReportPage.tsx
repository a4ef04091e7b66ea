import { Alert, Card, EmptyState, Skeleton, Stack, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDateFormatter } from '../../accounts';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useTechniciansReport } from '../api';
import { PeriodPicker } from '../components/PeriodPicker';
import { ProductivityTable } from '../components/ProductivityTable';
import { ReportTabs } from '../components/ReportTabs';
import { PRODUCTIVITY_CHOICES, periodFromParams, presetPeriod, shopToday, type Period } from '../productivityPeriod';

/**
 * /reports/technicians (issue 13, productivity): per technician, hours clocked (all, and on work
 * orders), hours sold and efficiency, over a period of the shop's days: ?from=&to= when valid,
 * else this week in the shop's time zone.
 */
export function TechniciansReportPage() {
  const { t } = useTranslation();
  const dates = useDateFormatter();
  const [params, setParams] = useSearchParams();
  const zone = dates.preferences.timezone;
  const today = useMemo(() => shopToday(zone), [zone]);
  const period = periodFromParams(params) ?? presetPeriod('week', today);
  const report = useTechniciansReport(period);

  const choose = (next: Period) => setParams(new URLSearchParams(next), { replace: true });

  return (
    <div>
      <PageHeader title={t('reports.technicians.title')} description={t('reports.technicians.description')} />
      <ReportTabs current="technicians" />
      <Stack gap="lg">
        <PeriodPicker choices={PRODUCTIVITY_CHOICES} period={period} today={today} onChange={choose} />
        <Text size="sm" c="dimmed" data-testid="productivity-period">
          {t('reports.technicians.period', { from: dates.formatDate(period.from), to: dates.formatDate(period.to) })}
        </Text>
        {report.isPending ? (
          <Card aria-busy="true" data-testid="productivity-loading">
            <Stack gap={10}>
              {[0, 1, 2, 3].map((row) => (
                <Skeleton key={row} h={30} />
              ))}
            </Stack>
          </Card>
        ) : report.isError ? (
          <Alert color="red" role="alert">
            {t('reports.technicians.loadError')}
          </Alert>
        ) : report.data.items.length === 0 ? (
          <Card data-testid="productivity-empty">
            <EmptyState py={40} icon={<IconClockHour4 size={28} />} withIndicatorBackground title={t('reports.technicians.emptyTitle')}>
              {t('reports.technicians.emptyBody')}
            </EmptyState>
          </Card>
        ) : (
          <div style={{ opacity: report.isPlaceholderData ? 0.6 : 1 }} aria-busy={report.isPlaceholderData}>
            <ProductivityTable report={report.data} />
          </div>
        )}
        <Text size="xs" c="dimmed" maw={760}>
          {t('reports.technicians.help')}
        </Text>
      </Stack>
    </div>
  );
}
