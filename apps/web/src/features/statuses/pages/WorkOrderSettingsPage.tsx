import { Stack } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { NumberingCard } from '../components/NumberingCard';
import { StatusEditor } from '../components/StatusEditor';
import { TimeClockCard } from '../components/TimeClockCard';
import { SectionHeading } from '../../../shared/ui/SectionHeading';

/** /settings/workorders (workshop §2): work-order statuses by group, work-order numbering, and the time clock's forgotten-clock limit (issue 13). */
export function WorkOrderSettingsPage() {
  const { t } = useTranslation();
  return (
    <div>
      <PageHeader title={t('statuses.workorders.title')} description={t('statuses.workorders.description')} />
      <Stack gap="xl" maw={1200}>
        <Stack gap="md" component="section" aria-labelledby="worksheet-statuses-title">
          <SectionHeading
            icon={IconListCheck}
            id="worksheet-statuses-title"
            title={t('statuses.workorders.statusesTitle')}
            description={t('statuses.workorders.statusesDescription')}
          />
          <StatusEditor kind="worksheet" />
        </Stack>
        <NumberingCard />
        <TimeClockCard />
      </Stack>
    </div>
  );
}
