import { IconBook2 } from '@tabler/icons-react';
import { fieldOnDemand } from '../../../shared/ui/fieldOnDemand';
import type { CatalogLinePickerProps } from './CatalogLinePicker';

/**
 * The catalogue picker of a work order's (or a draft invoice's) lines, whose code (Mantine's Select,
 * Combobox, Popover and Floating UI: ~38 KB compressed) comes when the user first goes into it
 * (fieldOnDemand), not with the page's first screen. Its stand-in takes the typing, and Enter,
 * which the picker then starts from; a new work order's box, focused by the page, loads it at once.
 */
export const CatalogLinePickerOnDemand = fieldOnDemand<CatalogLinePickerProps>({
  load: () => import('./CatalogLinePicker').then((module) => module.CatalogLinePicker),
  look: ({ 'aria-label': ariaLabel, placeholder, inputRef, typedAhead }) => ({
    text: '',
    placeholder,
    ariaLabel,
    searchable: true,
    typedAhead,
    leftSection: <IconBook2 size={16} />,
    ref: inputRef,
  }),
  isEmpty: () => true,
  taking: (_opened, typed, entered) => ({ autoFocus: true, ...(typed.trim() || entered ? { typedAhead: { text: typed, enter: entered } } : {}) }),
});
