import { useTranslation } from '../../i18n/useTranslation';
import { useDateFormatter } from '../accounts';

/** Dates of the key list in the account's format; "Jamais" for a date that never came (or comes). */
export function useKeyDates() {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormatter();
  return (value: string | null) => (value ? formatDateTime(value) : t('apiKeys.never'));
}
