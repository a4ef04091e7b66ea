/**
 * The modules main.tsx imports dynamically at start, to evaluate each in a task of its own: React
 * DOM's client (src/app/bootstrap/reactDom.ts) and the app (src/app/renderApp.tsx). Every first
 * screen runs them.
 */
export const START_MODULES = [/[\\/]src[\\/]app[\\/]bootstrap[\\/]reactDom\.ts$/, /[\\/]src[\\/]app[\\/]renderApp\.tsx$/];
