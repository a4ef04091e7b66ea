import type { Customer } from '@atelier/contracts';
import { Badge, Button, Card, EmptyState, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconCar, IconChevronRight, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router';
import { useCustomerMechs } from '../api';
import { useVehicleName } from '../hooks/useVehicleName';
import { mechPath } from '../mechPath';
import { VehicleDrawerOnDemand as VehicleDrawer } from './VehicleDrawerOnDemand';

/**
 * The customer's vehicles on their page (issue 4 "the customer's vehicles with Add vehicle"):
 * name, VIN, plate and backlog, each a link to /mechs/{uuid}; Add opens the vehicle drawer for
 * this customer (SELECT first when they have vehicles, workshop §2).
 */
export function CustomerVehiclesCard({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const vehicleName = useVehicleName();
  const vehicles = useCustomerMechs(customer.uuid);
  const [adding, setAdding] = useState(false);
  const list = vehicles.data;

  let body;
  if (vehicles.isPending) {
    body = (
      <Stack gap="sm" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton h={58} radius="md" />
        <Skeleton h={58} radius="md" />
      </Stack>
    );
  } else if (vehicles.isError) {
    body = (
      <Group gap="sm">
        <Text size="sm" c="red">
          {t('vehicles.customerSection.loadError')}
        </Text>
        <Button size="compact-xs" variant="light" color="red" onClick={() => void vehicles.refetch()}>
          {t('common.retry')}
        </Button>
      </Group>
    );
  } else if (list && list.items.length === 0) {
    body = (
      <EmptyState
        py="md"
        size="sm"
        icon={<IconCar size={22} />}
        variant="light"
        title={t('vehicles.customerSection.empty')}
        description={t('vehicles.customerSection.emptyBody')}
      />
    );
  } else if (list) {
    body = (
      <Stack gap="xs">
        {list.items.map((mech) => {
          const detail = [mech.serialNumber, mech.metric.license].filter(Boolean);
          return (
            <Paper key={mech.uuid} withBorder radius="md" p={0} data-testid="customer-vehicle">
              <UnstyledButton component={Link} to={mechPath(mech.uuid)} p="sm" w="100%" style={{ display: 'block', borderRadius: 'var(--mantine-radius-md)' }}>
                <Group gap="sm" wrap="nowrap">
                  <ThemeIcon variant="light" size={36} radius="md" aria-hidden="true">
                    <IconCar size={20} stroke={1.7} />
                  </ThemeIcon>
                  <Stack gap={0} miw={0} style={{ flex: 1 }}>
                    <Text size="sm" fw={600} truncate>
                      {vehicleName(mech)}
                    </Text>
                    {detail.length > 0 && (
                      <Text size="xs" c="dimmed" ff="monospace" truncate>
                        {detail.join(' · ')}
                      </Text>
                    )}
                  </Stack>
                  {mech.entryCount > 0 && (
                    <Badge variant="light" color="orange" radius="sm" style={{ flexShrink: 0 }} visibleFrom="xs">
                      {t('vehicles.backlogCount', { count: mech.entryCount })}
                    </Badge>
                  )}
                  <IconChevronRight size={18} color="var(--mantine-color-dimmed)" aria-hidden="true" style={{ flexShrink: 0 }} />
                </Group>
              </UnstyledButton>
            </Paper>
          );
        })}
        {list.total > list.items.length && (
          <Text size="xs" c="dimmed">
            {t('vehicles.customerSection.more', { shown: list.items.length, total: list.total })}
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <Card data-testid="customer-vehicles">
      <Group justify="space-between" gap="sm" mb="md">
        <Group gap="xs">
          <Title order={2} size="h4">
            {t('vehicles.customerSection.title')}
          </Title>
          {list && list.total > 0 && (
            <Badge variant="default" radius="sm">
              {list.total}
            </Badge>
          )}
        </Group>
        <Button variant="light" size="xs" leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
          {t('vehicles.customerSection.add')}
        </Button>
      </Group>
      {body}
      <VehicleDrawer opened={adding} onClose={() => setAdding(false)} customer={{ uuid: customer.uuid, fullname: customer.fullname, mobile: customer.mobile }} />
    </Card>
  );
}
