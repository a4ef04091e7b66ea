import { describe, expect, it } from 'vitest';
import { createTranslator, interpolate } from './translator';

const fr = {
  worksheets: {
    title: 'Bons de travail',
    count_one: '{{count}} bon',
    count_other: '{{count}} bons',
    lines_zero: 'Aucune ligne',
    lines_one: '{{count}} ligne',
    lines_other: '{{count}} lignes',
  },
  greeting: 'Bonjour {{name}}, bienvenue chez {{shop.name}}',
  onlyFrench: 'Seulement en français',
  empty: '',
};
const en = {
  worksheets: {
    title: 'Work orders',
    count_one: '{{count}} work order',
    count_other: '{{count}} work orders',
    lines_one: '{{count}} line',
    lines_other: '{{count}} lines',
  },
  greeting: 'Hello {{name}}, welcome to {{shop.name}}',
};

describe('createTranslator', () => {
  it('reads a key as a path in the nested texts of the language', () => {
    expect(createTranslator({ language: 'fr', resources: { fr, en } }).t('worksheets.title')).toBe('Bons de travail');
    expect(createTranslator({ language: 'en', resources: { fr, en } }).t('worksheets.title')).toBe('Work orders');
  });

  it('falls back to the French text, then to the default value, then to the key; an empty text is a text', () => {
    const { t } = createTranslator({ language: 'en', resources: { fr, en } });
    expect(t('onlyFrench')).toBe('Seulement en français');
    expect(t('nowhere.at.all')).toBe('nowhere.at.all');
    expect(t('nowhere', { defaultValue: 'Rien pour {{name}}', name: 'Luc' })).toBe('Rien pour Luc');
    expect(t('nowhere', 'Rien')).toBe('Rien');
    expect(t('worksheets')).toBe('worksheets');
    expect(t('empty', 'not used')).toBe('');
  });

  it('gives the first key found of a list, or the last key', () => {
    const { t } = createTranslator({ language: 'fr', resources: { fr } });
    expect(t(['missing.one', 'worksheets.title'])).toBe('Bons de travail');
    expect(t(['missing.one', 'missing.two'])).toBe('missing.two');
  });

  it('picks the plural form by the language: French says 0 and 1 in the singular, English 0 in the plural', () => {
    const french = createTranslator({ language: 'fr', resources: { fr, en } }).t;
    const english = createTranslator({ language: 'en', resources: { fr, en } }).t;
    expect([0, 1, 2].map((count) => french('worksheets.count', { count }))).toEqual(['0 bon', '1 bon', '2 bons']);
    expect([0, 1, 2].map((count) => english('worksheets.count', { count }))).toEqual(['0 work orders', '1 work order', '2 work orders']);
    expect(french('worksheets.count', { count: 1.5 })).toBe('1.5 bon');
  });

  it('says the zero form when the count is 0 and the language has one', () => {
    expect(createTranslator({ language: 'fr', resources: { fr } }).t('worksheets.lines', { count: 0 })).toBe('Aucune ligne');
    expect(createTranslator({ language: 'en', resources: { fr, en } }).t('worksheets.lines', { count: 0 })).toBe('0 lines');
  });

  it('takes the values from replace when given: the plural follows count, the text shows replace.count', () => {
    const { t } = createTranslator({ language: 'fr', resources: { fr } });
    expect(t('worksheets.count', { count: 10_000, replace: { count: '10 000+' } })).toBe('10 000+ bons');
    expect(t('worksheets.count', { count: 1, replace: { count: '1' } })).toBe('1 bon');
    expect(t('greeting', { name: 'ignored', replace: { name: 'Luc', shop: { name: 'Garage Tremblay' } } })).toBe('Bonjour Luc, bienvenue chez Garage Tremblay');
    expect(t('nowhere', { defaultValue: '{{count}} en tout', count: 3, replace: { count: '3+' } })).toBe('3+ en tout');
  });

  it('reads own keys only: a key named like an object property is no text', () => {
    const { t } = createTranslator({ language: 'fr', resources: { fr } });
    expect(t('worksheets.constructor.name')).toBe('worksheets.constructor.name');
    expect(t('toString')).toBe('toString');
  });

  it('prints a count given as text without choosing a plural form', () => {
    const { t } = createTranslator({ language: 'fr', resources: { fr: { makes: 'Disponibles ({{count}})' } } });
    expect(t('makes', { count: '1 234' })).toBe('Disponibles (1 234)');
  });

  it('translates in another language when asked (lng)', () => {
    expect(createTranslator({ language: 'fr', resources: { fr, en } }).t('worksheets.title', { lng: 'en' })).toBe('Work orders');
  });

  it('changes language, telling its listeners once, and ignores a language it does not know', async () => {
    const translator = createTranslator({ language: 'fr', resources: { fr, en } });
    const heard: string[] = [];
    const listener = (language: string) => heard.push(language);
    translator.on('languageChanged', listener);
    const t = await translator.changeLanguage('en');
    await translator.changeLanguage('en');
    await translator.changeLanguage('de' as 'en');
    expect(heard).toEqual(['en']);
    expect([translator.language, translator.resolvedLanguage]).toEqual(['en', 'en']);
    expect(t('worksheets.title')).toBe('Work orders');
    translator.off('languageChanged', listener);
    await translator.changeLanguage('fr');
    expect(heard).toEqual(['en']);
    expect(createTranslator({ language: 'xx' }).language).toBe('fr');
  });

  it('merges a bundle that arrives into the texts already there', () => {
    const translator = createTranslator({ language: 'fr', resources: { fr: { worksheets: { title: 'Bons' } } } });
    translator.addResourceBundle('fr', { worksheets: { empty: 'Aucun bon' }, other: 'Autre' });
    expect([translator.t('worksheets.title'), translator.t('worksheets.empty'), translator.t('other')]).toEqual(['Bons', 'Aucun bon', 'Autre']);
  });
});

describe('interpolate', () => {
  it('fills variables and paths; keeps a variable not given; empties one given as undefined or null', () => {
    expect(interpolate('Bonjour {{name}}, bienvenue chez {{shop.name}}', { name: 'Luc', shop: { name: 'Garage Tremblay' } })).toBe(
      'Bonjour Luc, bienvenue chez Garage Tremblay',
    );
    expect(interpolate('{{ count }} bons', { count: 3 })).toBe('3 bons');
    expect(interpolate('Bonjour {{name}}', {})).toBe('Bonjour {{name}}');
    expect(interpolate('Bonjour {{name}}', { name: undefined })).toBe('Bonjour ');
    expect(interpolate('Bonjour {{name}}', { name: null })).toBe('Bonjour ');
  });

  it('never reads a value again: a customer named like a variable is printed as typed', () => {
    expect(interpolate('{{a}} et {{b}}', { a: '{{b}}', b: 'deux' })).toBe('{{b}} et deux');
    expect(createTranslator({ language: 'fr', resources: { fr } }).t('greeting', { name: '$t(worksheets.title) <b>', shop: { name: '{{name}}' } })).toBe(
      'Bonjour $t(worksheets.title) <b>, bienvenue chez {{name}}',
    );
  });
});
