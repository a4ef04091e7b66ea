import type { GroupedStatuses } from '@atelier/contracts';
import { STATUS_GROUPS } from '../statusGroups';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';

/** A status select's options, grouped TODO / IN_PROGRESS / DONE under their translated names. */
export function useStatusOptions(statuses: GroupedStatuses | undefined) {
  const { t } = useTranslation();
  return useMemo(
    () =>
      statuses
        ? STATUS_GROUPS.filter((group) => statuses[group].length > 0).map((group) => ({
            group: t(`worksheets.group.${group}`),
            items: statuses[group].map((status) => ({ value: String(status.id), label: status.name })),
          }))
        : [],
    [statuses, t],
  );
}
