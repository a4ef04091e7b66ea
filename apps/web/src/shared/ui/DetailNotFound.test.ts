import { MantineProvider } from '@mantine/core';
import { IconCarOff } from '@tabler/icons-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BackLink } from './BackLink';
import { DetailNotFound } from './DetailNotFound';

const render = (node: ReturnType<typeof createElement>) => renderToStaticMarkup(createElement(MantineProvider, null, createElement(MemoryRouter, null, node)));

describe('DetailNotFound', () => {
  it('says the item is not there, with the back link and a button to the list', () => {
    const html = render(
      createElement(DetailNotFound, {
        backLink: createElement(BackLink, { to: '/mechs', label: 'Véhicules' }),
        title: 'Véhicule introuvable',
        body: "Ce véhicule n'existe pas.",
        icon: IconCarOff,
        listPath: '/mechs',
        backLabel: 'Retour aux véhicules',
      }),
    );
    expect(html).toMatch(/<h1[^>]*>Véhicule introuvable<\/h1>/);
    expect(html).toContain('Ce véhicule n&#x27;existe pas.');
    expect(html).toMatch(/<a[^>]*href="\/mechs"[^>]*>.*Véhicules/s);
    expect(html).toMatch(/<a[^>]*href="\/mechs"[^>]*>.*Retour aux véhicules/s);
  });
});
