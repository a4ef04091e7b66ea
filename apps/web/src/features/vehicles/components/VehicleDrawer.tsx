import type { Mech } from '@atelier/contracts';
import { DRAWER_BACKDROP_MS, DRAWER_SLIDE_MS } from '@atelier/contracts/vehicle-constants';
import { Drawer } from '@mantine/core';
import { useReducedMotion, useViewportSize } from '@mantine/hooks';
import { useState } from 'react';
import { useOpeningKey } from '../../../shared/ui/useOpeningKey';
import type { CustomerOption } from '../../customers';
import { clampDrawerWidth, initialDrawerWidth, isPhoneWidth } from '../drawerWidth';
import { DrawerResizeHandle } from './DrawerResizeHandle';
import { VehicleEditor } from './VehicleEditor';

export interface VehicleDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** The vehicle to edit (EDIT); none to add one (ADD, or SELECT for a customer with vehicles). */
  mechUuid?: string | null;
  /** Adding for this customer (the customer page); without it the drawer asks for one. */
  customer?: CustomerOption | null;
  /** 'Ajouter des entrées': a new backlog task, focused. */
  focusNewEntry?: boolean;
  onSaved?: (mech: Mech) => void;
}

// The width dragged to is kept while the app stays open, as a user expects of a panel.
let chosenWidth: number | null = null;

/**
 * The vehicle drawer (workshop §2, §4, §9): a right-side panel, resizable from its left edge
 * between 280 px and 90 % of the window (640 px to start), full width on a phone; it slides in
 * over 320 ms on a backdrop fading in 150 ms, instantly when the user asks for reduced motion.
 */
export function VehicleDrawer({ opened, onClose, mechUuid = null, customer = null, focusNewEntry = false, onSaved }: VehicleDrawerProps) {
  const viewport = useViewportSize();
  const windowWidth = viewport.width || (typeof window === 'undefined' ? 1280 : window.innerWidth);
  const reduceMotion = useReducedMotion();
  const [width, setWidth] = useState(() => initialDrawerWidth(windowWidth, chosenWidth));
  const phone = isPhoneWidth(windowWidth);
  const shown = clampDrawerWidth(width, windowWidth);
  const opening = useOpeningKey(opened);

  const resize = (next: number) => {
    chosenWidth = next;
    setWidth(next);
  };

  return (
    <Drawer.Root
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : shown}
      transitionProps={{ duration: reduceMotion ? 0 : DRAWER_SLIDE_MS, timingFunction: 'cubic-bezier(0.22, 1, 0.36, 1)' }}
      // The panel does not scroll itself: its header stays put and the handle spans its height.
      styles={{ content: { display: 'flex', flexDirection: 'column', overflow: 'clip', position: 'relative' } }}
      data-testid="vehicle-drawer"
    >
      <Drawer.Overlay transitionProps={{ duration: reduceMotion ? 0 : DRAWER_BACKDROP_MS }} backgroundOpacity={0.4} blur={1} />
      <Drawer.Content>
        {!phone && <DrawerResizeHandle width={shown} windowWidth={windowWidth} onResize={resize} />}
        {/* Every opening starts from fresh data: a new editor per opening (useOpeningKey), unmounted once closed. */}
        <div style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, overflowY: 'auto' }} data-drawer-scroll>
          <VehicleEditor key={opening} mechUuid={mechUuid} customer={customer} focusNewEntry={focusNewEntry} onClose={onClose} onSaved={onSaved} />
        </div>
      </Drawer.Content>
    </Drawer.Root>
  );
}
