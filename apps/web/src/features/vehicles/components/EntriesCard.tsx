import type { Entry } from '@atelier/contracts';
import { ActionIcon, Alert, Button, Card, EmptyState, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconClipboardList, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { listTableClasses as classes } from '../../../shared/lists/listTableClasses';
import { useMechEntries } from '../api';
import { useMoneyFormatter } from '../../accounts';
import { EntryTypeBadge } from './EntryTypeBadge';
import { TooltipOnDemand } from '../../../shared/ui/TooltipOnDemand';
import { RemoveEntryModal } from './RemoveEntryModal';

function StatusCell({ entry }: { entry: Entry }) {
  const { t } = useTranslation();
  // Statuses arrive with work orders; until then an entry has none.
  return entry.status ? (
    <Text size="sm">{entry.status.name}</Text>
  ) : (
    <Text size="sm" c="dimmed" title={t('vehicles.entries.noStatus')}>
      —
    </Text>
  );
}

/**
 * 'Entretien à faire' on the vehicle's page (workshop §2): description, status, type, quantity
 * and a remove action; the spec's placeholder cells are the real values here.
 */
export function EntriesCard({ mechUuid, onAdd }: { mechUuid: string; onAdd: () => void }) {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormatter();
  const query = useMechEntries(mechUuid);
  const [removing, setRemoving] = useState<Entry | null>(null);
  const quantity = new Intl.NumberFormat(i18n.resolvedLanguage === 'en' ? 'en-CA' : 'fr-CA', { maximumFractionDigits: 2 });
  const entries = query.data;

  let body;
  if (query.isError) {
    body = (
      <Alert color="red" variant="light" m="md" title={t('vehicles.entries.loadError')}>
        <Button mt="xs" size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  } else if (!entries) {
    body = (
      <Stack gap="xs" p="md" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton h={14} w="50%" radius="xl" />
        <Skeleton h={14} w="70%" radius="xl" />
        <Skeleton h={14} w="40%" radius="xl" />
      </Stack>
    );
  } else if (entries.length === 0) {
    body = (
      <EmptyState py={40} icon={<IconClipboardList size={26} />} variant="light" description={t('vehicles.backlog.empty')}>
        <EmptyState.Actions>
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={onAdd}>
            {t('vehicles.detail.addEntries')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  } else {
    body = (
      <Table.ScrollContainer minWidth={300} type="native">
        <Table verticalSpacing="sm" horizontalSpacing="md" data-testid="entries-table">
          <Table.Thead className={classes.head}>
            <Table.Tr>
              <Table.Th>{t('vehicles.entries.column.description')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('vehicles.entries.column.status')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('vehicles.entries.column.type')}</Table.Th>
              <Table.Th ta="right">{t('vehicles.entries.column.quantity')}</Table.Th>
              <Table.Th w={1}>{t('vehicles.entries.column.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => {
              const onWorkOrder = !!entry.worksheetUuid || !!entry.invoiceUuid;
              return (
                <Table.Tr key={entry.id} data-testid="entry-row">
                  <Table.Td>
                    <Stack gap={2} miw={0}>
                      <Text size="sm" fw={600}>
                        {entry.name}
                      </Text>
                      {entry.content && (
                        <Text size="xs" c="dimmed" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
                          {entry.content}
                        </Text>
                      )}
                      {entry.price !== null && (
                        <Text size="xs" c="dimmed">
                          {t('vehicles.entries.price', { price: money.format(entry.price) })}
                        </Text>
                      )}
                      {/* On a phone the status and type columns are hidden: they sit here. */}
                      <Group gap={6} hiddenFrom="sm" mt={2}>
                        <EntryTypeBadge type={entry.type} />
                        {entry.status && (
                          <Text size="xs" c="dimmed">
                            {entry.status.name}
                          </Text>
                        )}
                      </Group>
                    </Stack>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <StatusCell entry={entry} />
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <EntryTypeBadge type={entry.type} />
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {quantity.format(entry.value_measured)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <TooltipOnDemand
                      label={onWorkOrder ? t('vehicles.entries.onWorkOrder') : t('vehicles.entries.remove', { name: entry.name })}
                      withArrow
                      multiline
                      maw={260}
                    >
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        disabled={onWorkOrder}
                        onClick={() => setRemoving(entry)}
                        aria-label={t('vehicles.entries.remove', { name: entry.name })}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </TooltipOnDemand>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Card padding={0} data-testid="vehicle-entries">
      <Group justify="space-between" gap="sm" p="lg" wrap="wrap">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {t('vehicles.entries.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('vehicles.entries.description')}
          </Text>
        </Stack>
      </Group>
      <Card.Section withBorder inheritPadding={false}>
        {body}
      </Card.Section>
      <RemoveEntryModal mechUuid={mechUuid} entries={entries ?? []} entry={removing} onClose={() => setRemoving(null)} />
    </Card>
  );
}
