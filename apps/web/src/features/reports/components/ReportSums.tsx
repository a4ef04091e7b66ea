import type { ReportSums } from '@atelier/contracts/reports';
import { useTranslation } from '../../../i18n/useTranslation';
import { formatMoney } from '../../../shared/format/money';

/** "Sous-total 284,45 $ · TPS (5 %) 14,23 $ · TVQ (9,975 %) 28,37 $": the parts of a totals row. */
export function ReportSumsText({ sums, currency }: { sums: ReportSums; currency: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const money = (cents: number) => formatMoney(cents / 100, currency, language);
  const rate = (value: number) => new Intl.NumberFormat(language === 'en' ? 'en-CA' : 'fr-CA', { maximumFractionDigits: 4 }).format(value);
  const parts = [
    t('reports.subtotal', { amount: money(sums.subtotalCents) }),
    ...sums.taxes.map((tax) => t('reports.taxAmount', { name: tax.name, rate: rate(tax.rate), amount: money(tax.amountCents) })),
  ];
  return <>{parts.join(' · ')}</>;
}
