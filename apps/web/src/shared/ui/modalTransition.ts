import { MODAL_CLOSE_MS } from '@atelier/contracts/constants';

/** Opening stays quick; closing takes the spec's 250 ms (shell spec §9 "Modal close animation 250 ms"). */
export const MODAL_OPEN_MS = 150;

/** Modals: fade down in 150 ms, out in 250 ms. The theme gives it to every Modal. */
export const MODAL_TRANSITION = { transition: 'fade-down', duration: MODAL_OPEN_MS, exitDuration: MODAL_CLOSE_MS } as const;

/** Drawers keep the slide of their side (Mantine picks it from the position); out in 250 ms. */
export const DRAWER_TRANSITION = { duration: 200, exitDuration: MODAL_CLOSE_MS } as const;
