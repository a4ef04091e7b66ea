import type { SelectProps } from '@mantine/core';
import { fieldOnDemand } from './fieldOnDemand';

/**
 * Mantine's Select, whose code comes when the user first goes into it (fieldOnDemand): for a page
 * whose first screen shows empty selects it will likely never open (a list's filters). Same props.
 */
export const SelectOnDemand = fieldOnDemand<SelectProps>({
  load: () => import('./onDemandSelect').then((module) => module.Select),
  // Read-only even when searchable: a tap opens the list (a phone's keyboard comes at the next tap).
  look: ({ placeholder, label, size, w, leftSection, ...props }) => ({
    text: '',
    placeholder,
    ariaLabel: props['aria-label'],
    label,
    size,
    w,
    leftSection,
    'data-testid': props['data-testid' as keyof typeof props] as string | undefined,
  }),
  isEmpty: ({ value }) => value === null || value === undefined || value === '',
  taking: (opened) => ({ autoFocus: true, defaultDropdownOpened: opened }),
});
