import type { PublicShop } from '@atelier/contracts/booking';
import { useEffect, useState } from 'preact/hooks';
import { api, ApiError } from './api';
import { BookingFlow } from './BookingFlow';
import { Widget } from './context';
import { pickLanguage, translator, type Lang } from './i18n';
import { ManagePage } from './ManagePage';

/** /book/{slug} and /book/{slug}?booking={token}; ?lang=fr|en forces the language (the embed's data-lang). */
export function App() {
  const slug = decodeURIComponent(location.pathname.split('/')[2] ?? '');
  const params = new URLSearchParams(location.search);
  const token = params.get('booking');
  const forced = params.get('lang');
  const [shop, setShop] = useState<PublicShop | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Lang | null>(forced === 'fr' || forced === 'en' ? forced : null);
  const lang = chosen ?? pickLanguage(navigator.languages ?? [], shop?.language ?? 'fr');
  const t = translator(lang);

  useEffect(() => {
    api.shop(slug).then(setShop, (e: unknown) => setFailed(e instanceof ApiError ? e.code : 'ERR_GENERIC'));
  }, [slug]);
  useEffect(() => {
    document.documentElement.lang = lang;
    document.title = shop ? `${t('title')} — ${shop.name}` : t('title');
  }, [lang, shop]); // eslint-disable-line react-hooks/exhaustive-deps

  // Under the shop's name: its address and phone, else what the page is for (the name alone says little).
  const subtitle = shop && ([shop.address, shop.phone].filter(Boolean).join(' · ') || (shop.name ? t('title') : ''));
  const switcher = (
    <div class="lang" role="group" aria-label={t('language')}>
      {(['fr', 'en'] as const).map((l) => (
        <button type="button" key={l} lang={l} aria-pressed={lang === l} onClick={() => setChosen(l)}>
          {l === 'fr' ? 'FR' : 'EN'}
          <span class="sr-only">{l === 'fr' ? ' Français' : ' English'}</span>
        </button>
      ))}
    </div>
  );

  return (
    <div class="widget">
      <header class="top">
        <div>
          <h1>{shop?.name || t('title')}</h1>
          {subtitle && <p class="hint">{subtitle}</p>}
        </div>
        {switcher}
      </header>
      {!shop &&
        (failed ? (
          <p class="error" role="alert">
            {failed === 'ERR_NOT_FOUND' ? t('notFound') : t(failed === 'ERR_NETWORK' ? 'ERR_NETWORK' : 'ERR_GENERIC')}
          </p>
        ) : (
          <p class="hint">{t('loading')}</p>
        ))}
      {shop && <Widget.Provider value={{ shop, lang, t }}>{token ? <ManagePage token={token} /> : <BookingFlow lang={lang} />}</Widget.Provider>}
    </div>
  );
}
