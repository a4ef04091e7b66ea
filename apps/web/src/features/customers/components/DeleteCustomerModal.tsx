import type { Customer } from '@atelier/contracts';
import { formatPhone } from '@atelier/contracts/format';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../shared/notifications/notify';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { ConfirmTarget } from '../../../shared/ui/ConfirmTarget';
import { useDeleteCustomer } from '../api';

interface DeleteCustomerModalProps {
  customer: Customer;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/** Confirmation naming the customer, then DELETE and a toast. */
export function DeleteCustomerModal({ customer, opened, onClose, onDeleted }: DeleteCustomerModalProps) {
  const { t } = useTranslation();
  const remove = useDeleteCustomer();
  const confirm = () =>
    remove.mutate(customer.uuid, {
      onSuccess: () => {
        notify({ color: 'green', message: t('customers.deleted', { name: customer.fullname }) });
        onClose();
        onDeleted();
      },
    });
  const contact = [formatPhone(customer.mobile), customer.email].filter(Boolean).join(' · ');
  return (
    <ConfirmModal
      opened={opened}
      onClose={onClose}
      onConfirm={confirm}
      loading={remove.isPending}
      title={t('customers.deleteModal.title')}
      confirmLabel={t('customers.deleteModal.confirm')}
    >
      <ConfirmTarget body={t('customers.deleteModal.body')} name={customer.fullname} detail={contact} />
    </ConfirmModal>
  );
}
