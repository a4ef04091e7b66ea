import { IconReceiptTax } from '@tabler/icons-react';
import { useTaxesReport } from '../api';
import { PeriodReportPage } from '../components/PeriodReportPage';
import { TaxesTable } from '../components/TaxesTable';
import { TAXES_CHOICES } from '../taxesPeriod';

/**
 * /reports/taxes (issue 14, invoices:finalize): per month of issue (the shop's days), the sales and
 * each tax collected, net of credit notes, for the GST/QST or VAT return; this month by default.
 */
export function TaxesReportPage() {
  return (
    <PeriodReportPage
      tab="taxes"
      testId="taxes"
      choices={TAXES_CHOICES}
      defaultPreset="month"
      useReport={useTaxesReport}
      isEmpty={(report) => report.rows.length === 0}
      emptyIcon={<IconReceiptTax size={28} />}
    >
      {(report) => <TaxesTable report={report} />}
    </PeriodReportPage>
  );
}
