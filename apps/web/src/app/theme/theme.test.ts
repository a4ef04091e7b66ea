import { MODAL_CLOSE_MS } from '@atelier/contracts/constants';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { MODAL_OPEN_MS } from '../../shared/ui/modalTransition';
import { theme } from './theme';

const full = mergeMantineTheme(DEFAULT_THEME, theme);
const transitionOf = (component: string) => (full.components[component]?.defaultProps as { transitionProps?: Record<string, unknown> } | undefined)?.transitionProps;

describe('theme: modal close animation (shell spec §9)', () => {
  it('every Modal closes in 250 ms and opens faster', () => {
    expect(MODAL_CLOSE_MS).toBe(250);
    expect(transitionOf('Modal')).toMatchObject({ exitDuration: 250, duration: MODAL_OPEN_MS });
    expect(MODAL_OPEN_MS).toBeLessThan(MODAL_CLOSE_MS);
  });

  it('drawers close in 250 ms too, keeping the slide of their side', () => {
    expect(transitionOf('Drawer')).toMatchObject({ exitDuration: 250 });
    expect(transitionOf('Drawer')).not.toHaveProperty('transition');
  });
});
