import { Badge } from '@mantine/core';
import { useTranslation } from '../../../i18n/useTranslation';
import type { ApiKeyStatus } from '../apiKeyStatus';

const COLORS: Record<ApiKeyStatus, string> = { active: 'green', expired: 'orange', revoked: 'gray' };

export function ApiKeyStatusBadge({ status }: { status: ApiKeyStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLORS[status]} radius="sm" tt="none" fw={600} data-status={status}>
      {t(`apiKeys.status.${status}`)}
    </Badge>
  );
}
