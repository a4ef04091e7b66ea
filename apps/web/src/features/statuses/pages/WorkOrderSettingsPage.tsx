import { Group, Stack, Text, Title } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { NumberingCard } from '../components/NumberingCard';
import { StatusEditor } from '../components/StatusEditor';

/** /settings/workorders (workshop §2): work-order statuses by group, and work-order numbering. */
export function WorkOrderSettingsPage() {
  const { t } = useTranslation();
  return (
    <div>
      <PageHeader title={t('statuses.workorders.title')} description={t('statuses.workorders.description')} />
      <Stack gap="xl" maw={1200}>
        <Stack gap="md" component="section" aria-labelledby="worksheet-statuses-title">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconListCheck size={22} style={{ flexShrink: 0, marginTop: 3 }} aria-hidden="true" />
            <div>
              <Title order={2} size="h4" id="worksheet-statuses-title">
                {t('statuses.workorders.statusesTitle')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('statuses.workorders.statusesDescription')}
              </Text>
            </div>
          </Group>
          <StatusEditor kind="worksheet" />
        </Stack>
        <NumberingCard />
      </Stack>
    </div>
  );
}
