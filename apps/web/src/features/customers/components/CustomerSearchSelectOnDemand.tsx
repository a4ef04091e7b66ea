import { IconUser } from '@tabler/icons-react';
import { fieldOnDemand } from '../../../shared/ui/fieldOnDemand';
import type { CustomerSearchSelectProps } from './CustomerSearchSelect';

/**
 * The customer picker for a page whose first screen shows it empty and may never use it (the
 * work-order list's filter): its code (Mantine's Select and Combobox) comes when the user first
 * goes into it (fieldOnDemand). Same props as CustomerSearchSelect.
 */
export const CustomerSearchSelectOnDemand = fieldOnDemand<CustomerSearchSelectProps>({
  load: () => import('./CustomerSearchSelect').then((module) => module.CustomerSearchSelect),
  look: ({ label, placeholder, w, ...props }) => ({
    text: '',
    placeholder,
    ariaLabel: props['aria-label'],
    label: label || undefined,
    w,
    searchable: true,
    leftSection: <IconUser size={16} />,
    'data-testid': props['data-testid'],
  }),
  isEmpty: ({ value }) => value === null,
  taking: (_opened, typed) => ({ autoFocus: true, initialSearch: typed }),
});
