import { Anchor, Button, EmptyState, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus, IconTool } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router';
import { useDateFormatter } from '../../accounts';
import type { CustomerOption } from '../../customers';
import { useVehicleName } from '../../vehicles';
import { useWorksheetList } from '../api';
import { useWorksheetNumber } from '../../../shared/hooks/useWorksheetNumber';
import { worksheetPath } from '../worksheetPath';
import { CreateWorksheetModalOnDemand as CreateWorksheetModal } from './CreateWorksheetModalOnDemand';
import { StatusBadge } from '../../../shared/ui/StatusBadge';

const SHOWN = 5;

/** The customer page's work orders (GET /api/worksheets?customerUuid=): the newest five, a link to all, a new one for this customer. */
export function CustomerWorksheetsList({ customer }: { customer: CustomerOption }) {
  const { t } = useTranslation();
  const number = useWorksheetNumber();
  const vehicleName = useVehicleName();
  const { formatDate } = useDateFormatter();
  const list = useWorksheetList({ page: 1, pageSize: SHOWN, customerUuid: customer.uuid });
  const [adding, setAdding] = useState(false);
  const worksheets = list.data?.list ?? [];
  const total = list.data?.total ?? 0;
  // 'Nouveau bon de travail', under the empty state or the list: the form's code comes as the pointer reaches it.
  const addButton = (
    <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => setAdding(true)} onPointerEnter={() => void CreateWorksheetModal.preload()}>
      {t('worksheets.add')}
    </Button>
  );

  return (
    <>
      {list.isPending ? (
        <Stack gap="xs">
          <Skeleton h={40} />
          <Skeleton h={40} />
        </Stack>
      ) : worksheets.length === 0 ? (
        <EmptyState
          py="md"
          size="sm"
          icon={<IconTool size={22} />}
          variant="light"
          title={t('vehicles.history.workOrders.empty')}
          description={t('vehicles.history.workOrders.body')}
        >
          <EmptyState.Actions>{addButton}</EmptyState.Actions>
        </EmptyState>
      ) : (
        <Stack gap={0}>
          {worksheets.map((worksheet) => (
            <Group
              key={worksheet.uuid}
              justify="space-between"
              gap="sm"
              py="xs"
              wrap="nowrap"
              style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
              data-testid="customer-worksheet"
            >
              <Stack gap={0} miw={0}>
                <Anchor component={Link} to={worksheetPath(worksheet.uuid)} size="sm" fw={600}>
                  {number(worksheet.worksheetId)}
                </Anchor>
                <Text size="xs" c="dimmed" truncate>
                  {[worksheet.mech ? vehicleName(worksheet.mech) : null, formatDate(worksheet.createdAt)].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
              <StatusBadge status={worksheet.status} />
            </Group>
          ))}
          <Group justify="space-between" mt="sm" gap="sm">
            {total > SHOWN ? (
              <Anchor component={Link} to={`/worksheets?customer=${encodeURIComponent(customer.uuid)}`} size="sm">
                {t('worksheets.history.all', { count: total })}
              </Anchor>
            ) : (
              <span />
            )}
            {addButton}
          </Group>
        </Stack>
      )}
      <CreateWorksheetModal opened={adding} onClose={() => setAdding(false)} customer={customer} />
    </>
  );
}
