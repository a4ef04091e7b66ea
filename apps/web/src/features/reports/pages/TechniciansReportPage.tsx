import { IconClockHour4 } from '@tabler/icons-react';
import { useTechniciansReport } from '../api';
import { PeriodReportPage } from '../components/PeriodReportPage';
import { ProductivityTable } from '../components/ProductivityTable';
import { PRODUCTIVITY_CHOICES } from '../productivityPeriod';

/**
 * /reports/technicians (issue 13, productivity): per technician, hours clocked (all, and on work
 * orders), hours sold and efficiency, over a period of the shop's days: ?from=&to= when valid,
 * else this week in the shop's time zone.
 */
export function TechniciansReportPage() {
  return (
    <PeriodReportPage
      tab="technicians"
      testId="productivity"
      choices={PRODUCTIVITY_CHOICES}
      defaultPreset="week"
      useReport={useTechniciansReport}
      isEmpty={(report) => report.items.length === 0}
      emptyIcon={<IconClockHour4 size={28} />}
    >
      {(report) => <ProductivityTable report={report} />}
    </PeriodReportPage>
  );
}
