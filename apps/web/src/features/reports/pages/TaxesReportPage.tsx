import { Alert, Card, EmptyState, Skeleton, Stack, Text } from '@mantine/core';
import { IconReceiptTax } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDateFormatter } from '../../accounts';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useTaxesReport } from '../api';
import { PeriodPicker } from '../components/PeriodPicker';
import { ReportTabs } from '../components/ReportTabs';
import { TaxesTable } from '../components/TaxesTable';
import { shopToday, type Period } from '../productivityPeriod';
import { TAXES_CHOICES, taxesPeriodProblem, taxesPresetPeriod } from '../taxesPeriod';

/** ?from=&to= of the address when both make a valid range, else null (this month applies). */
function periodFromParams(params: URLSearchParams): Period | null {
  const period = { from: params.get('from')?.trim() ?? '', to: params.get('to')?.trim() ?? '' };
  return taxesPeriodProblem(period) ? null : period;
}

/**
 * /reports/taxes (issue 14, invoices:finalize): per month of issue (the shop's days), the sales and
 * each tax collected, net of credit notes, for the GST/QST or VAT return; this month by default.
 */
export function TaxesReportPage() {
  const { t } = useTranslation();
  const dates = useDateFormatter();
  const [params, setParams] = useSearchParams();
  const zone = dates.preferences.timezone;
  const today = useMemo(() => shopToday(zone), [zone]);
  const period = periodFromParams(params) ?? taxesPresetPeriod('month', today);
  const report = useTaxesReport(period);

  const choose = (next: Period) => setParams(new URLSearchParams(next), { replace: true });

  return (
    <div>
      <PageHeader title={t('reports.taxes.title')} description={t('reports.taxes.description')} />
      <ReportTabs current="taxes" />
      <Stack gap="lg">
        <PeriodPicker choices={TAXES_CHOICES} period={period} today={today} onChange={choose} />
        <Text size="sm" c="dimmed" data-testid="taxes-period">
          {t('reports.taxes.period', { from: dates.formatDate(period.from), to: dates.formatDate(period.to) })}
        </Text>
        {report.isPending ? (
          <Card aria-busy="true" data-testid="taxes-loading">
            <Stack gap={10}>
              {[0, 1, 2, 3].map((row) => (
                <Skeleton key={row} h={30} />
              ))}
            </Stack>
          </Card>
        ) : report.isError ? (
          <Alert color="red" role="alert">
            {t('reports.taxes.loadError')}
          </Alert>
        ) : report.data.rows.length === 0 ? (
          <Card data-testid="taxes-empty">
            <EmptyState py={40} icon={<IconReceiptTax size={28} />} withIndicatorBackground title={t('reports.taxes.emptyTitle')}>
              {t('reports.taxes.emptyBody')}
            </EmptyState>
          </Card>
        ) : (
          <div style={{ opacity: report.isPlaceholderData ? 0.6 : 1 }} aria-busy={report.isPlaceholderData}>
            <TaxesTable report={report.data} />
          </div>
        )}
        <Text size="xs" c="dimmed" maw={760}>
          {t('reports.taxes.help')}
        </Text>
      </Stack>
    </div>
  );
}
