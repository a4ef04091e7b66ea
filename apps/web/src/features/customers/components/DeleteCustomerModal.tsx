import type { Customer } from '@atelier/contracts';
import { formatPhone } from '@atelier/contracts/format';
import { useTranslation } from '../../../i18n/useTranslation';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { ConfirmTarget } from '../../../shared/ui/ConfirmTarget';
import { confirmDelete, type DeleteModalProps } from '../../../shared/ui/confirmDelete';
import { useDeleteCustomer } from '../api';

/** Confirmation naming the customer, then DELETE and a toast. */
export function DeleteCustomerModal({ customer, ...props }: DeleteModalProps & { customer: Customer }) {
  const { t } = useTranslation();
  const remove = useDeleteCustomer();
  const contact = [formatPhone(customer.mobile), customer.email].filter(Boolean).join(' · ');
  return (
    <ConfirmModal
      opened={props.opened}
      onClose={props.onClose}
      onConfirm={confirmDelete(remove, customer.uuid, t('customers.deleted', { name: customer.fullname }), props)}
      loading={remove.isPending}
      title={t('customers.deleteModal.title')}
      confirmLabel={t('customers.deleteModal.confirm')}
    >
      <ConfirmTarget body={t('customers.deleteModal.body')} name={customer.fullname} detail={contact} />
    </ConfirmModal>
  );
}
