import { onDemand } from '../../../shared/ui/onDemand';
import type { VehicleDrawerProps } from './VehicleDrawer';

/**
 * The vehicle drawer for the pages that only may open it (a work order, a customer, the new work
 * order's form): its code (editor, form, validation and Zod) comes at its first opening, then it
 * stays mounted (its closing slide, its kept width). Same props as VehicleDrawer.
 */
export const VehicleDrawerOnDemand = onDemand<VehicleDrawerProps>(() => import('./VehicleDrawer').then((module) => module.VehicleDrawer));
