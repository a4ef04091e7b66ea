// Mantine's Modal in a chunk of its own (with its stylesheet, build/mantineStyles.ts): ConfirmModal
// downloads it at its first opening.
export { Modal } from '@mantine/core';
