import { Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/useTranslation';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { StatusEditor } from '../components/StatusEditor';

/** /settings/tasks (workshop §2 "Services settings"): title Services, the entry status editor. */
export function ServicesSettingsPage() {
  const { t } = useTranslation();
  return (
    <div>
      <PageHeader title={t('statuses.tasks.title')} description={t('statuses.tasks.description')} />
      <Stack gap="xl" maw={1200}>
        <StatusEditor kind="entry" />
      </Stack>
    </div>
  );
}
