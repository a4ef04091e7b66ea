import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConfirmTarget } from './ConfirmTarget';

const render = (props: Parameters<typeof ConfirmTarget>[0]) => renderToStaticMarkup(createElement(MantineProvider, null, createElement(ConfirmTarget, props)));

describe('ConfirmTarget', () => {
  it('says what happens, then frames the item with its second line', () => {
    const html = render({ body: 'Cette action est définitive.', name: 'Gabrielle Roy', detail: '514 555-0123', testId: 'target' });
    expect(html).toContain('Cette action est définitive.');
    expect(html).toMatch(/data-testid="target"[^>]*>.*Gabrielle Roy.*514 555-0123/s);
  });

  it('frames nothing once the item is gone (the modal closing), and skips an empty second line', () => {
    expect(render({ body: 'Définitif.', name: null })).not.toContain('mantine-Paper-root');
    expect(render({ body: 'Définitif.', name: 'Vidange' })).toContain('mantine-Paper-root');
    expect(render({ body: 'Définitif.', name: null })).not.toContain('data-testid');
    const bare = render({ body: 'Définitif.', name: 'Vidange', detail: null });
    expect(bare).toContain('Vidange');
    expect(bare.match(/<p/g)?.length).toBe(2);
  });
});
