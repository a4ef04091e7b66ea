import { BREAKPOINTS } from '@atelier/contracts/constants';
import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { DRAWER_TRANSITION, MODAL_TRANSITION } from '../../shared/ui/modalTransition';

/** Atelier blue: confident and readable on both light and dark surfaces. */
const brand: MantineColorsTuple = ['#ebf1ff', '#d6e0fb', '#aabff2', '#7b9be9', '#547de2', '#3b6adf', '#2d60de', '#1f50c6', '#1646b2', '#053c9e'];

/** Workshop orange, used sparingly for the logo and highlights. */
const ember: MantineColorsTuple = ['#fff1e6', '#ffe1cf', '#ffc19e', '#fe9f68', '#fd833b', '#fd711e', '#fe680f', '#e35603', '#ca4b00', '#b03e00'];

const em = (px: number) => `${px / 16}em`;

const systemFont = "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', Arial, sans-serif";

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand, ember },
  fontFamily: systemFont,
  headings: { fontFamily: systemFont, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Spec breakpoints (§9): sm 640, md 768, lg 1024, xl 1280; the mobile menu applies below md.
  breakpoints: { xs: em(480), sm: em(BREAKPOINTS.sm), md: em(BREAKPOINTS.md), lg: em(BREAKPOINTS.lg), xl: em(BREAKPOINTS.xl) },
  components: {
    Button: { defaultProps: { radius: 'md' }, styles: { root: { fontWeight: 600 } } },
    Card: { defaultProps: { radius: 'lg', withBorder: true, padding: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Alert: { defaultProps: { radius: 'md' } },
    TextInput: { defaultProps: { radius: 'md' } },
    // Shell spec §9: modal close animation 250 ms (the confirm modals are Modals too).
    Modal: { defaultProps: { transitionProps: MODAL_TRANSITION } },
    Drawer: { defaultProps: { transitionProps: DRAWER_TRANSITION } },
    PasswordInput: { defaultProps: { radius: 'md' } },
    // Mantine 9 keeps every closed Select's option list in the page (display: none), and positions
    // it at mount: a forced style recalculation per select, ~30 ms of a phone's first render for the
    // work-order list's three filters. The list is only needed open (aria-controls is set only then).
    Combobox: { defaultProps: { keepMounted: false } },
  },
});
