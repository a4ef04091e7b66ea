import type { Mech } from '@atelier/contracts';
import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../shared/notifications/notify';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { useDeleteMech } from '../api';
import { useVehicleName } from '../hooks/useVehicleName';

interface DeleteVehicleModalProps {
  mech: Mech;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/** Confirmation naming the vehicle, then DELETE /api/mechs/{uuid} and a toast (workshop §2: then /mechs). */
export function DeleteVehicleModal({ mech, opened, onClose, onDeleted }: DeleteVehicleModalProps) {
  const { t } = useTranslation();
  const remove = useDeleteMech();
  const name = useVehicleName()(mech);
  const confirm = () =>
    remove.mutate(mech.uuid, {
      onSuccess: () => {
        notify({ color: 'green', message: t('vehicles.deleted', { name }) });
        onClose();
        onDeleted();
      },
    });
  const detail = [mech.serialNumber, mech.metric.license, mech.customer.fullname].filter(Boolean).join(' · ');
  return (
    <ConfirmModal
      opened={opened}
      onClose={onClose}
      onConfirm={confirm}
      loading={remove.isPending}
      title={t('vehicles.deleteModal.title')}
      confirmLabel={t('vehicles.deleteModal.confirm')}
    >
      <Stack gap="md">
        <Text size="sm">{t('vehicles.deleteModal.body')}</Text>
        <Paper withBorder p="sm" radius="md">
          <Text size="sm" fw={600} truncate>
            {name}
          </Text>
          {detail && (
            <Text size="sm" c="dimmed" truncate>
              {detail}
            </Text>
          )}
        </Paper>
      </Stack>
    </ConfirmModal>
  );
}
