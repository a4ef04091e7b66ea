import type { Mech } from '@atelier/contracts';
import { createContext, useContext } from 'react';

/**
 * What the VIN field may do when the VIN typed is already a vehicle of the shop (a VIN is one
 * vehicle, issue 10): open that vehicle, or move it to the customer the drawer is for. The
 * vehicle drawer provides it; without it the field only says so.
 */
export interface VinOwnerActions {
  /** The vehicle being edited: its own VIN is no conflict. */
  currentUuid: string | null;
  /** The customer the drawer adds a vehicle for, if any. */
  customer: { uuid: string; fullname: string } | null;
  open: (mech: Mech) => void;
  moveHere: (mech: Mech) => Promise<void>;
}

export const VinOwnerContext = createContext<VinOwnerActions | null>(null);

export const useVinOwnerActions = () => useContext(VinOwnerContext);
