import type { Plugin } from 'vite';
import { importShim } from './importShim';

/** What Mantine's AppShell reads of react-remove-scroll: the class names of its scroll-bar compensation (react-remove-scroll-bar's constants). */
export const SCROLL_CLASS_NAMES = { zeroRight: 'right-scroll-bar-position', fullWidth: 'width-before-scroll-bar' } as const;

const APP_SHELL_PART = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/;

/**
 * Mantine's AppShell header, footer and aside import react-remove-scroll only to read
 * `RemoveScroll.classNames.zeroRight`, a constant. That import put the whole library (~30 KB
 * before minifying, with its side-car, style-singleton and tslib) on every signed-in first
 * screen, which opens no modal. AppShell gets the constants alone; modals and drawers
 * (ModalBase) still import the real library, with the pages that open them.
 * `build/scrollClassNames.test.ts` fails when the library's names change.
 */
export function scrollClassNames(): Plugin {
  return importShim(
    'atelier:app-shell-scroll-class-names',
    'react-remove-scroll',
    APP_SHELL_PART,
    `export const RemoveScroll = { classNames: ${JSON.stringify(SCROLL_CLASS_NAMES)} };`,
  );
}
