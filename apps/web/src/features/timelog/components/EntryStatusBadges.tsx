import type { Timelog } from '@atelier/contracts';
import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from '../../../i18n/useTranslation';

/** "En cours" for a running clock, "À vérifier" for an entry the server closed by itself. */
export function EntryStatusBadges({ entry }: { entry: Timelog }) {
  const { t } = useTranslation();
  return (
    <>
      {entry.endTime === null && (
        <Badge color="green" variant="light" style={{ flexShrink: 0, overflow: 'visible' }} data-testid="timesheet-running">
          {t('timelog.running')}
        </Badge>
      )}
      {entry.autoClosed && (
        <Tooltip label={t('timelog.toReviewHint')} multiline w={240}>
          <Badge color="orange" variant="light" style={{ flexShrink: 0, overflow: 'visible' }} data-testid="timesheet-to-review-badge">
            {t('timelog.toReview')}
          </Badge>
        </Tooltip>
      )}
    </>
  );
}
