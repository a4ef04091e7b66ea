// Mantine's Tooltip in a chunk of its own (with its stylesheet, build/mantineStyles.ts; Floating UI
// comes with it): TooltipOnDemand downloads it when the pointer first rests on its element.
export { Tooltip } from '@mantine/core';
