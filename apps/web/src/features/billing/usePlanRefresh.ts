import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { refreshSession } from '../../shared/api/apiClient';
import { notify } from '../../shared/notifications/notify';
import { billingKeys } from './api';

/**
 * After the plan changed (an upgrade applied at once, or the return from the payment page, §4
 * "Plan"): the session is refreshed so the signed-in user's account.package (the shell's trial
 * badge, the upgrade prompts) follows without a reload, the billing pages reload their figures,
 * and the shop hears it is done.
 */
export function usePlanRefresh() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useCallback(async () => {
    try {
      await refreshSession();
    } catch {
      // Server unreachable: the pages below still reload; the session refreshes on the next call.
    }
    await client.invalidateQueries({ queryKey: billingKeys.all });
    notify({ color: 'green', message: t('billing.plans.updated') });
  }, [client, t]);
}
