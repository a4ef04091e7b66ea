import { Button, Grid, Group, Stack } from '@mantine/core';
import { IconCarOff, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNavigate, useParams } from 'react-router';
import { isNotFoundError } from '../../../shared/api/isNotFoundError';
import { useCan } from '../../../shared/permissions/useCan';
import { BackLink } from '../../../shared/ui/BackLink';
import { DetailLoadState } from '../../../shared/ui/DetailLoadState';
import { useDeferredArrival } from '../../../shared/hooks/useDeferredArrival';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useDateFormatter } from '../../accounts';
import { useEquipmentTypes } from '../../vehicle-settings';
import { prefetchMech, useMech } from '../api';
import { DeleteVehicleModal } from '../components/DeleteVehicleModal';
import { EntriesCard } from '../components/EntriesCard';
import { VehicleCard } from '../components/VehicleCard';
import { VehicleDrawerOnDemand as VehicleDrawer } from '../components/VehicleDrawerOnDemand';
import { useVehicleName } from '../hooks/useVehicleName';

/** /mechs/{uuid} (workshop §2): the vehicle and its backlog; Edit and Add entries open the drawer, Delete goes back to /mechs. */
export function VehiclePage() {
  const { t } = useTranslation();
  const backLink = <BackLink to="/mechs" label={t('vehicles.detail.back')} />;
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const dates = useDateFormatter();
  const vehicleName = useVehicleName();
  const query = useMech(uuid);
  const equipment = useEquipmentTypes();
  const [drawer, setDrawer] = useState<'edit' | 'entries' | null>(null);
  const [deleting, setDeleting] = useState(false);
  // Deleting is for administrators (packages/contracts/src/permissions.ts); a technician does not see the button.
  const canDelete = useCan('customers:delete');

  const mech = useDeferredArrival(query.data);
  if (!mech || isNotFoundError(query.error)) {
    return (
      <DetailLoadState
        query={query}
        backLink={backLink}
        notFound={{
          title: t('vehicles.notFound.title'),
          body: t('vehicles.notFound.body'),
          icon: IconCarOff,
          listPath: '/mechs',
          backLabel: t('vehicles.notFound.back'),
        }}
        loadError={t('vehicles.detail.loadError')}
        skeleton={[80, 320, 180]}
      />
    );
  }

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={0}>
        {backLink}
        <Group justify="space-between" align="flex-end" gap="md">
          <PageHeader title={vehicleName(mech)} description={t('vehicles.detail.updatedAt', { date: dates.formatDate(mech.updatedAt) })} mb={0} />
          <Group gap="sm">
            <Button variant="default" leftSection={<IconPencil size={18} />} onClick={() => setDrawer('edit')}>
              {t('vehicles.detail.edit')}
            </Button>
            <Button variant="light" leftSection={<IconPlus size={18} />} onClick={() => setDrawer('entries')}>
              {t('vehicles.detail.addEntries')}
            </Button>
            {canDelete && (
              <Button variant="light" color="red" leftSection={<IconTrash size={18} />} onClick={() => setDeleting(true)}>
                {t('vehicles.detail.delete')}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <VehicleCard mech={mech} equipmentTypes={equipment.data} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <EntriesCard mechUuid={mech.uuid} onAdd={() => setDrawer('entries')} />
        </Grid.Col>
      </Grid>

      <VehicleDrawer opened={drawer !== null} onClose={() => setDrawer(null)} mechUuid={mech.uuid} focusNewEntry={drawer === 'entries'} />
      <DeleteVehicleModal mech={mech} opened={deleting} onClose={() => setDeleting(false)} onDeleted={() => void navigate('/mechs', { replace: true })} />
    </Stack>
  );
}

// The page's own requests leave with its code when an address opens it (preloadCurrentRoute).
VehiclePage.prefetch = prefetchMech;
