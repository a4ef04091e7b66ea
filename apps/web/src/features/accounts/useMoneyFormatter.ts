import { useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { currencyInputFormat } from '../../shared/format/currencyInput';
import { moneyFormatter, moneyLocale } from '../../shared/format/money';
import { useAccountPreferences } from '../../shared/account/api';

/**
 * Amounts in the account's currency and the interface's language ('95,00 $' / '$95.00'), the
 * MoneyInput format that matches, and the account's hourly rate as shown. Beside useDateFormatter:
 * both read the account's preferences, which this feature loads.
 */
export function useMoneyFormatter() {
  const { i18n } = useTranslation();
  const { currency, hourlyRates } = useAccountPreferences();
  const locale = moneyLocale(i18n.resolvedLanguage);
  return useMemo(() => {
    const format = moneyFormatter(locale, currency);
    return {
      locale,
      format,
      input: currencyInputFormat(locale, currency),
      hourlyRate: hourlyRates.valuePerUnit > 0 ? format(hourlyRates.valuePerUnit) : null,
    };
  }, [locale, currency, hourlyRates.valuePerUnit]);
}
