import { BOOKING_EMBED_MESSAGE } from '@atelier/contracts/booking-constants';

/**
 * Inside the embed script's iframe (?embed=1): tells the host page the content's height at each
 * change, so the frame grows with the steps instead of scrolling inside itself. The height is not
 * a secret, hence the '*' target: the host's origin is not known here.
 */
export function reportHeight(): void {
  if (window.parent === window) return;
  let last = 0;
  const post = () => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: BOOKING_EMBED_MESSAGE, height }, '*');
  };
  new ResizeObserver(post).observe(document.documentElement);
  post();
}
