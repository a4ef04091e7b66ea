import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

// The Drawer renders in a portal, after mounting: its props are what DrawerShell decides.
const drawerProps = vi.hoisted(() => [] as Record<string, unknown>[]);
vi.mock('@mantine/core', () => ({
  Drawer: (props: Record<string, unknown>) => {
    drawerProps.push(props);
    return createElement('aside', null, props.children as never);
  },
}));

const { DrawerShell } = await import('./DrawerShell');

describe('DrawerShell', () => {
  it('opens on the right with its title, a named close button and the content', () => {
    drawerProps.length = 0;
    const html = renderToStaticMarkup(
      createElement(DrawerShell, { opened: true, onClose: () => undefined, title: 'Ajouter un client', children: createElement('form', null, 'fields') }),
    );
    expect(html).toContain('<form>fields</form>');
    const props = drawerProps[0];
    expect(props).toMatchObject({ opened: true, position: 'right', size: 'md', title: 'Ajouter un client' });
    expect(props.closeButtonProps).toEqual({ 'aria-label': 'common.close' });
  });

  it('takes another width', () => {
    drawerProps.length = 0;
    renderToStaticMarkup(createElement(DrawerShell, { opened: false, onClose: () => undefined, title: 'Type', size: 520, children: null }));
    expect(drawerProps[0]).toMatchObject({ opened: false, size: 520 });
  });
});
