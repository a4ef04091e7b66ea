import { Alert, Card, EmptyState, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useSearchParams } from 'react-router';
import { useDateFormatter } from '../../accounts';
import { PageHeader } from '../../../shared/ui/PageHeader';
import type { PeriodChoices } from '../periodChoices';
import { shopToday, type Period } from '../productivityPeriod';
import { PeriodPicker } from './PeriodPicker';
import { ReportTabs } from './ReportTabs';

interface PeriodReportPageProps<P extends string, T> {
  /** The tab, and the texts' prefix `reports.<tab>.` (title, description, period, loadError, empty*, help). */
  tab: 'technicians' | 'taxes';
  /** Prefix of the period line's and states' data-testid (`<testId>-period`, `-loading`, `-empty`), kept for the e2e specs. */
  testId: string;
  choices: PeriodChoices<P>;
  /** The preset shown when ?from=&to= is missing or invalid. */
  defaultPreset: P;
  /** The report's query; called once per render with the period, like any hook. */
  useReport: (period: Period) => UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  emptyIcon: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The skeleton the period reports share: ?from=&to= of the address when valid (else the default
 * preset of the shop's today), the preset chips and custom range, then loading / error / empty /
 * the report (the previous period dimmed while the next loads).
 */
export function PeriodReportPage<P extends string, T>({ tab, testId, choices, defaultPreset, useReport, isEmpty, emptyIcon, children }: PeriodReportPageProps<P, T>) {
  const { t } = useTranslation();
  const dates = useDateFormatter();
  const [params, setParams] = useSearchParams();
  const zone = dates.preferences.timezone;
  const today = useMemo(() => shopToday(zone), [zone]);
  const period = periodOfParams(params, choices) ?? choices.periodOf(defaultPreset, today);
  const report = useReport(period);

  const choose = (next: Period) => setParams(new URLSearchParams(next), { replace: true });
  const texts = `reports.${tab}`;

  return (
    <div>
      <PageHeader title={t(`${texts}.title`)} description={t(`${texts}.description`)} />
      <ReportTabs current={tab} />
      <Stack gap="lg">
        <PeriodPicker choices={choices} period={period} today={today} onChange={choose} />
        <Text size="sm" c="dimmed" data-testid={`${testId}-period`}>
          {t(`${texts}.period`, { from: dates.formatDate(period.from), to: dates.formatDate(period.to) })}
        </Text>
        {report.isPending ? (
          <Card aria-busy="true" data-testid={`${testId}-loading`}>
            <Stack gap={10}>
              {[0, 1, 2, 3].map((row) => (
                <Skeleton key={row} h={30} />
              ))}
            </Stack>
          </Card>
        ) : report.isError ? (
          <Alert color="red" role="alert">
            {t(`${texts}.loadError`)}
          </Alert>
        ) : isEmpty(report.data) ? (
          <Card data-testid={`${testId}-empty`}>
            <EmptyState py={40} icon={emptyIcon} withIndicatorBackground title={t(`${texts}.emptyTitle`)}>
              {t(`${texts}.emptyBody`)}
            </EmptyState>
          </Card>
        ) : (
          <div style={{ opacity: report.isPlaceholderData ? 0.6 : 1 }} aria-busy={report.isPlaceholderData}>
            {children(report.data)}
          </div>
        )}
        <Text size="xs" c="dimmed" maw={760}>
          {t(`${texts}.help`)}
        </Text>
      </Stack>
    </div>
  );
}

/** ?from=&to= of the address when both make a range these choices accept, else null. */
function periodOfParams<P extends string>(params: URLSearchParams, choices: PeriodChoices<P>): Period | null {
  const period = { from: params.get('from')?.trim() ?? '', to: params.get('to')?.trim() ?? '' };
  return choices.problemOf(period) ? null : period;
}
