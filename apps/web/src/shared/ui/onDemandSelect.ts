// Mantine's Select in a chunk of its own (with its stylesheet, build/mantineStyles.ts; Combobox,
// Popover and Floating UI come with it): SelectOnDemand downloads it when a select is first used.
export { Select } from '@mantine/core';
