/**
 * The modules main.tsx imports dynamically at start, to evaluate them in a task of their own: React
 * DOM's client (src/app/bootstrap/reactDom.ts). Every first screen runs them. Not the app's modules
 * (Mantine, the providers): a page's chunk, which can load without them in the bundler's view, then
 * got its own copy of those it uses too (+10-30 KB on every first screen).
 */
export const START_MODULES = [/[\\/]src[\\/]app[\\/]bootstrap[\\/]reactDom\.ts$/];
