import { embedHeight } from './embedHeight';

/*
 * The snippet a shop pastes on its site (issue 15):
 *   <script src="https://…/book/embed.js" data-shop="garage-tremblay" async></script>
 *   optional: <div data-atelier-booking></div> where the widget goes (else right after the script);
 *   optional data-lang="fr|en" on the script.
 * Injects an iframe of /book/{slug}?embed=1 and follows the height the widget posts, so the host
 * page scrolls, not the frame. Built as one classic script (no module), unhashed: the snippet never changes.
 */
const script = document.currentScript as HTMLScriptElement | null;
const slug = script?.dataset.shop;
if (script && slug) {
  const origin = new URL(script.src, location.href).origin;
  const frame = document.createElement('iframe');
  const lang = script.dataset.lang === 'en' || script.dataset.lang === 'fr' ? `&lang=${script.dataset.lang}` : '';
  frame.src = `${origin}/book/${encodeURIComponent(slug)}?embed=1${lang}`;
  frame.title = script.dataset.title || 'Prendre rendez-vous — Book an appointment';
  frame.style.cssText = 'display:block;width:100%;min-width:280px;height:640px;border:0;overflow:hidden';
  const target = document.querySelector('[data-atelier-booking]:not([data-atelier-ready])');
  if (target) {
    target.setAttribute('data-atelier-ready', '');
    target.appendChild(frame);
  } else {
    script.after(frame);
  }
  window.addEventListener('message', (event) => {
    const height = embedHeight(event, origin, frame.contentWindow);
    if (height !== null) frame.style.height = `${height}px`;
  });
}
