/** The root element's attribute through which Mantine applies the colour scheme. */
const SCHEME_ATTRIBUTE = 'data-mantine-color-scheme';

type Root = Pick<Element, 'getAttribute' | 'setAttribute'>;
type Win = Pick<Window, 'addEventListener' | 'removeEventListener' | 'matchMedia'>;

/**
 * Print mode (shell spec §1) on paper in the light scheme: in the dark theme the pages' cards and
 * tables kept their dark surfaces, or, without background printing, light grey text on white paper.
 * While the page prints (the browser's beforeprint/afterprint, and the print media query, which
 * emulated printing changes without those events) the root is set to light, then given back its
 * scheme. Returns the cleanup.
 */
export function paperInLight(root: Root, win: Win): () => void {
  let saved: string | null | undefined;
  const toPaper = () => {
    if (saved !== undefined) return;
    saved = root.getAttribute(SCHEME_ATTRIBUTE);
    if (saved !== 'light') root.setAttribute(SCHEME_ATTRIBUTE, 'light');
  };
  const toScreen = () => {
    if (saved === undefined) return;
    if (saved !== null && saved !== 'light') root.setAttribute(SCHEME_ATTRIBUTE, saved);
    saved = undefined;
  };
  const media = win.matchMedia('print');
  const onMedia = (event: Pick<MediaQueryListEvent, 'matches'>) => (event.matches ? toPaper() : toScreen());
  win.addEventListener('beforeprint', toPaper);
  win.addEventListener('afterprint', toScreen);
  media.addEventListener('change', onMedia);
  if (media.matches) toPaper();
  return () => {
    win.removeEventListener('beforeprint', toPaper);
    win.removeEventListener('afterprint', toScreen);
    media.removeEventListener('change', onMedia);
    toScreen();
  };
}
