/**
 * The class react-remove-scroll (the modals' and drawers' scroll lock) gives the scrollbar's width
 * as a right offset while the page cannot scroll: on the fixed header, it keeps the header's right
 * edge where the page's is. Written out rather than imported: the library then comes only with the
 * modals and drawers, not on every signed-in first screen (scrollLockShift.test.ts checks the name).
 */
export const SCROLL_LOCK_SHIFT = 'right-scroll-bar-position';
