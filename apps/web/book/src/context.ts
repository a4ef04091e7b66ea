import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { PublicShop } from '@atelier/contracts/booking';
import type { Lang, Translate } from './i18n';

/** What every screen of the widget reads: the shop, the language and its texts. */
export type WidgetContext = { shop: PublicShop; lang: Lang; t: Translate };

export const Widget = createContext<WidgetContext | null>(null);

export function useWidget(): WidgetContext {
  const value = useContext(Widget);
  if (!value) throw new Error('useWidget outside <Widget.Provider>');
  return value;
}
