import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { Trans } from './Trans';

const render = (props: Parameters<typeof Trans>[0]) => renderToStaticMarkup(createElement(Trans, props));

beforeAll(() => {
  i18n.addResourceBundle('fr', {
    transTest: {
      contact: 'Écrivez-nous à <mail>{{email}}</mail>.',
      title: '<code>404.</code> <muted>C’est une erreur.</muted>',
      trial_one: 'il reste <strong>{{count}} jour</strong>.',
      trial_other: 'il reste <strong>{{count}} jours</strong>.',
      plain: 'Ensuite, le forfait Découverte.',
      unknown: 'Un <em>mot</em> et une<br/>ligne.',
    },
  });
});

describe('Trans', () => {
  it('turns each tag into its component, with the values inside', () => {
    expect(
      render({ i18nKey: 'transTest.contact', values: { email: 'aide@atelier.test' }, components: { mail: createElement('a', { href: 'mailto:aide@atelier.test' }) } }),
    ).toBe('Écrivez-nous à <a href="mailto:aide@atelier.test">aide@atelier.test</a>.');
    expect(
      render({ i18nKey: 'transTest.title', components: { code: createElement('span', { className: 'code' }), muted: createElement('span', { className: 'muted' }) } }),
    ).toBe('<span class="code">404.</span> <span class="muted">C’est une erreur.</span>');
  });

  it('picks the plural form by count', () => {
    const strong = { strong: createElement('strong') };
    expect(render({ i18nKey: 'transTest.trial', count: 1, components: strong })).toBe('il reste <strong>1 jour</strong>.');
    expect(render({ i18nKey: 'transTest.trial', count: 12, components: strong })).toBe('il reste <strong>12 jours</strong>.');
  });

  it('says a text without tags as it is, and the content of a tag that has no component', () => {
    expect(render({ i18nKey: 'transTest.plain' })).toBe('Ensuite, le forfait Découverte.');
    expect(render({ i18nKey: 'transTest.unknown' })).toBe('Un mot et uneligne.');
  });

  it('keeps a value as text, even one written like a tag', () => {
    expect(render({ i18nKey: 'transTest.contact', values: { email: '<mail>x</mail><img src=x>' }, components: { mail: createElement('b') } })).toBe(
      'Écrivez-nous à <b>&lt;mail&gt;x&lt;/mail&gt;&lt;img src=x&gt;</b>.',
    );
  });
});
