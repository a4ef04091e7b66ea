import { lazy, Suspense, useState } from 'react';
import { withTexts } from '../../../i18n/withTexts';
import type { VehicleDrawerProps } from './VehicleDrawer';

const VehicleDrawer = lazy(withTexts(() => import('./VehicleDrawer').then((module) => ({ default: module.VehicleDrawer }))));

/**
 * The vehicle drawer for the pages that only may open it (a work order, a customer, the new work
 * order's form): its code (editor, form, validation and Zod) comes at its first opening, then it
 * stays mounted (its closing slide, its kept width). Same props as VehicleDrawer.
 */
export function VehicleDrawerOnDemand(props: VehicleDrawerProps) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <VehicleDrawer {...props} />
    </Suspense>
  ) : null;
}
