import { onDemand } from '../../../shared/ui/onDemand';
import type { CustomerDrawerProps } from './CustomerDrawer';

/**
 * The customer drawer for the list and the customer page: its form (validation, Zod, the
 * country, region and city pickers) comes at its first opening, not with the page (issue 12: the
 * customer list's first screen downloaded ~50 KB it never used). Same props as CustomerDrawer.
 */
export const CustomerDrawerOnDemand = onDemand<CustomerDrawerProps>(() => import('./CustomerDrawer').then((module) => module.CustomerDrawer));
