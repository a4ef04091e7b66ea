import type { Mech } from '@atelier/contracts';
import { useTranslation } from '../../../i18n/useTranslation';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { ConfirmTarget } from '../../../shared/ui/ConfirmTarget';
import { confirmDelete, type DeleteModalProps } from '../../../shared/ui/confirmDelete';
import { useDeleteMech } from '../api';
import { useVehicleName } from '../hooks/useVehicleName';

/** Confirmation naming the vehicle, then DELETE /api/mechs/{uuid} and a toast (workshop §2: then /mechs). */
export function DeleteVehicleModal({ mech, ...props }: DeleteModalProps & { mech: Mech }) {
  const { t } = useTranslation();
  const remove = useDeleteMech();
  const name = useVehicleName()(mech);
  const detail = [mech.serialNumber, mech.metric.license, mech.customer.fullname].filter(Boolean).join(' · ');
  return (
    <ConfirmModal
      opened={props.opened}
      onClose={props.onClose}
      onConfirm={confirmDelete(remove, mech.uuid, t('vehicles.deleted', { name }), props)}
      loading={remove.isPending}
      title={t('vehicles.deleteModal.title')}
      confirmLabel={t('vehicles.deleteModal.confirm')}
    >
      <ConfirmTarget body={t('vehicles.deleteModal.body')} name={name} detail={detail} />
    </ConfirmModal>
  );
}
