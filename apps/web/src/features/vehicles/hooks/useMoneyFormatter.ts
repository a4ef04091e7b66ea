import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyInputFormat } from '../../../shared/format/currencyInput';
import { useAccountPreferences } from '../../accounts/api';

/** Amounts in the account's currency and the interface's language ('95,00 $' / '$95.00'), and the NumberInput format that matches. */
export function useMoneyFormatter() {
  const { i18n } = useTranslation();
  const { currency, hourlyRates } = useAccountPreferences();
  const locale = i18n.resolvedLanguage === 'en' ? 'en-CA' : 'fr-CA';
  return useMemo(() => {
    let formatter: Intl.NumberFormat;
    try {
      formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    } catch {
      formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' });
    }
    return {
      locale,
      format: (value: number) => formatter.format(value),
      input: currencyInputFormat(locale, currency),
      hourlyRate: hourlyRates.valuePerUnit > 0 ? formatter.format(hourlyRates.valuePerUnit) : null,
    };
  }, [locale, currency, hourlyRates.valuePerUnit]);
}
