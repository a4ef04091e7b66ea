import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import type { TFunction } from './translator';
import { useTranslation } from './useTranslation';

let seen: TFunction | null = null;
function Greeting({ name }: { name?: string }) {
  const { t } = useTranslation();
  seen = t;
  return createElement('p', null, name ? t('greeting.named', { name }) : t('greeting.plain', 'Hi'));
}
const render = (name?: string) => renderToStaticMarkup(createElement(Greeting, { name }));

describe('useTranslation', () => {
  it('before the texts are in, says the default text or the key', () => {
    expect(render()).toBe('<p>Hi</p>');
    expect(render('Luc')).toBe('<p>greeting.named</p>');
  });

  it("says the current language's texts, with a new t when the language changes", async () => {
    i18n.addResourceBundle('fr', { greeting: { named: 'Bonjour {{name}}', plain: 'Bonjour' } });
    i18n.addResourceBundle('en', { greeting: { named: 'Hello {{name}}', plain: 'Hello' } });
    expect(render('Luc')).toBe('<p>Bonjour Luc</p>');
    const french = seen;
    render();
    expect(seen).toBe(french);

    await i18n.changeLanguage('en');
    expect(render('Luc')).toBe('<p>Hello Luc</p>');
    expect(seen).not.toBe(french);
  });
});
