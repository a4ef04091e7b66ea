import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import fr from '../../i18n/fr.json';
import { FALLBACK_SUPPORT_EMAIL } from '../../shared/readiness/supportEmail';

// index.html draws the loading screen before any script (the first paint); the app then draws its
// own (LoadingScreen.tsx). These fail when the static copy says something the app's does not.
const html = readFileSync(join(import.meta.dirname, '../../../index.html'), 'utf8');
const css = readFileSync(join(import.meta.dirname, 'loadingScreen.css'), 'utf8');
const texts = { fr, en };

/** The text of index.html's element of this class in this language, tags and spaces collapsed. */
function staticText(className: string, lang: 'fr' | 'en'): string | undefined {
  const match = new RegExp(`<p class="${className}" lang="${lang}">([\\s\\S]*?)</p>`).exec(html);
  return match?.[1]?.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
}

describe('the loading screen of index.html', () => {
  for (const lang of ['fr', 'en'] as const) {
    it(`says the app's texts in ${lang}, with the default support address`, () => {
      expect(staticText('loading-screen__title', lang)).toBe(texts[lang].loading.server);
      const contact = texts[lang].support.contact.replace('<mail>{{email}}</mail>', FALLBACK_SUPPORT_EMAIL);
      expect(staticText('loading-screen__support', lang)).toBe(contact);
      expect(html).toContain(`<a href="mailto:${FALLBACK_SUPPORT_EMAIL}">${FALLBACK_SUPPORT_EMAIL}</a>`);
    });
  }

  it('uses only classes its stylesheet defines, and shows one language at a time', () => {
    const used = new Set([...html.matchAll(/class="(loading-screen[\w-]*)"/g)].map((match) => match[1]));
    expect(used.size).toBeGreaterThan(4);
    for (const name of used) expect(css, name).toContain(`.${name}`);
    expect(css).toContain(`html[lang='fr'] .loading-screen [lang='en']`);
    expect(css).toContain(`html[lang='en'] .loading-screen [lang='fr']`);
  });
});
