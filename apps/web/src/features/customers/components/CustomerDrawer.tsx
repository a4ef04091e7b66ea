import type { Customer } from '@atelier/contracts';
import { useTranslation } from '../../../i18n/useTranslation';
import { CustomerForm } from './CustomerForm';
import { DrawerShell } from '../../../shared/ui/DrawerShell';

export interface CustomerDrawerProps {
  opened: boolean;
  /** The customer to edit; null to add one. */
  customer: Customer | null;
  onClose: () => void;
  onSaved?: (customer: Customer) => void;
}

/** Side panel to add a customer from the list, or edit one from its page. */
export function CustomerDrawer({ opened, customer, onClose, onSaved }: CustomerDrawerProps) {
  const { t } = useTranslation();
  return (
    <DrawerShell opened={opened} onClose={onClose} title={customer ? t('customers.drawer.editTitle') : t('customers.drawer.addTitle')}>
      {/* Children unmount once closed, so every opening starts from a fresh form. */}
      <CustomerForm
        customer={customer}
        onDone={(saved) => {
          onClose();
          if (saved) onSaved?.(saved);
        }}
      />
    </DrawerShell>
  );
}
