import type { SelectProps } from '@mantine/core';
import { fieldOnDemand } from './fieldOnDemand';
import { selectedLabel } from './selectedLabel';

/**
 * Mantine's Select, whose code comes when the user first goes into it (fieldOnDemand): for a page
 * whose first screen shows empty selects it will likely never open (a list's filters). Same props.
 */
export const SelectOnDemand = fieldOnDemand<SelectProps>({
  load: () => import('./onDemandSelect').then((module) => module.Select),
  // Read-only even when searchable: a tap opens the list (a phone's keyboard comes at the next tap).
  // A chosen option (a filter from the address) shows its label while the code comes, not the placeholder.
  look: ({ placeholder, label, size, w, leftSection, data, value, ...props }) => ({
    text: selectedLabel(data, value),
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
