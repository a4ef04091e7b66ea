// The command palette (issue 17): the header's button and Ctrl+K / ⌘K; the palette itself is lazy.
export { CommandPaletteTrigger } from './components/CommandPaletteTrigger';
