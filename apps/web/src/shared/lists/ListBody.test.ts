import { MantineProvider } from '@mantine/core';
import { IconCar, IconPlus } from '@tabler/icons-react';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ListBody } from './ListBody';

type Query = { isPending: boolean; isError: boolean; data?: unknown; refetch: () => unknown };
const loaded: Query = { isPending: false, isError: false, data: { items: [1] }, refetch: () => undefined };

function render(list: Query, extra: { isEmpty?: boolean; filtered?: boolean; skeleton?: ReactNode; withAction?: boolean } = {}) {
  const body = createElement(ListBody, {
    list,
    isEmpty: extra.isEmpty ?? false,
    filtered: extra.filtered,
    skeleton: extra.skeleton,
    loadError: { title: 'Load failed', body: 'Try again later' },
    noResults: { title: 'No match', description: 'Nothing for roy' },
    empty: {
      icon: IconCar,
      title: 'No vehicle yet',
      description: 'Add the first one',
      action: extra.withAction === false ? null : { label: 'Add a vehicle', icon: IconPlus, onClick: () => undefined },
    },
    children: () => createElement('table', { 'data-testid': 'rows' }),
  });
  return renderToStaticMarkup(createElement(MantineProvider, null, body));
}

describe('ListBody', () => {
  it('a skeleton announced as loading, or the one given', () => {
    const html = render({ ...loaded, isPending: true, data: undefined });
    expect(html).toContain('role="status"');
    expect(html).not.toContain('data-testid="rows"');
    expect(render({ ...loaded, isPending: true, data: undefined }, { skeleton: createElement('p', null, 'own skeleton') })).toContain('own skeleton');
  });

  it('the load error with its text and a retry button', () => {
    const html = render({ ...loaded, isError: true, data: undefined });
    expect(html).toContain('Load failed');
    expect(html).toContain('Try again later');
    expect(html).toMatch(/<button[^>]*>.*common\.retry/s);
  });

  it('"no results" for a search, "empty" with its add button otherwise', () => {
    const none = render(loaded, { isEmpty: true, filtered: true });
    expect(none).toContain('No match');
    expect(none).not.toContain('Add a vehicle');
    const empty = render(loaded, { isEmpty: true });
    expect(empty).toContain('No vehicle yet');
    expect(empty).toMatch(/<button[^>]*>.*Add a vehicle/s);
    expect(render(loaded, { isEmpty: true, withAction: false })).not.toContain('Add a vehicle');
  });

  it('the rows once loaded', () => {
    const html = render(loaded);
    expect(html).toContain('data-testid="rows"');
    expect(html).not.toContain('Load failed');
  });
});
