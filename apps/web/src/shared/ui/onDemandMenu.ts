// Mantine's Menu in a chunk of its own (with its stylesheet, build/mantineStyles.ts): MenuOnDemand
// downloads it at the first press of a menu's button.
export { Menu } from '@mantine/core';
