import { STATUS_GROUPS, type StatusKind } from '@atelier/contracts/statuses';
import { Alert, Button, SimpleGrid, Skeleton } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useStatuses } from '../api';
import { StatusGroupCard } from './StatusGroupCard';

/**
 * The status editor shared by /settings/workorders (work-order statuses) and /settings/tasks (entry
 * statuses): the groups TODO, IN_PROGRESS and DONE (labelled completed) side by side.
 */
export function StatusEditor({ kind }: { kind: StatusKind }) {
  const { t } = useTranslation();
  const statuses = useStatuses(kind);

  if (statuses.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="lg" aria-busy="true" aria-label={t('common.loading')}>
        {STATUS_GROUPS.map((group) => (
          <Skeleton key={group} h={220} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  if (statuses.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title={t('statuses.loadError')} role="alert">
        <Button mt="xs" size="xs" variant="light" color="red" onClick={() => void statuses.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="lg">
      {STATUS_GROUPS.map((group) => (
        <StatusGroupCard key={group} kind={kind} group={group} statuses={statuses.data[group]} />
      ))}
    </SimpleGrid>
  );
}
