import { MantineProvider } from '@mantine/core';
import { IconCarOff } from '@tabler/icons-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/ApiRequestError';
import { DetailLoadState } from './DetailLoadState';

function render(query: { error: unknown; isError: boolean }) {
  const state = createElement(DetailLoadState, {
    query: { ...query, refetch: () => undefined },
    backLink: createElement('a', { href: '/mechs' }, 'Véhicules'),
    notFound: { title: 'Véhicule introuvable', body: 'Il n’existe pas.', icon: IconCarOff, listPath: '/mechs', backLabel: 'Retour' },
    loadError: 'Chargement impossible',
    skeleton: [80, 320],
  });
  return renderToStaticMarkup(createElement(MantineProvider, null, createElement(MemoryRouter, null, state)));
}

describe('DetailLoadState', () => {
  it('a missing item: "not found" and the way back, no retry', () => {
    const html = render({ error: new ApiRequestError(404, { type: 'NOT_FOUND', message: 'x' } as never), isError: true });
    expect(html).toContain('Véhicule introuvable');
    expect(html).not.toContain('Chargement impossible');
  });

  it('another failure: the load error with a retry', () => {
    const html = render({ error: new ApiRequestError(500, { type: 'SERVER', message: 'x' } as never), isError: true });
    expect(html).toContain('Chargement impossible');
    expect(html).toContain('role="alert"');
    expect(html).not.toContain('Véhicule introuvable');
  });

  it('still loading: the back link over a skeleton', () => {
    const html = render({ error: null, isError: false });
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('Véhicules');
    expect(html).not.toContain('role="alert"');
  });
});
