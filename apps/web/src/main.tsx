import './zodConfig';
// Mantine's base styles only: each component's stylesheet is imported by the modules that use it
// (build/mantineStyles.ts), so it loads with the screen that needs it.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
// Our theme's variables over Mantine's defaults, computed at build time (app/theme/themeVariables.ts).
import './app/theme/themeVariables.css';
import './app/global.css';
import './app/shell/loadingScreen.css';
// Before React DOM and the app's modules: see startPageCode.
import { pageCode } from './app/bootstrap/startPageCode';
import { nextTask } from './app/bootstrap/nextTask';
import { i18nReady } from './i18n';
import { startTransition, StrictMode } from 'react';
import { App } from './app/App';

/*
 * React DOM is evaluated in a task of its own, after this file's (the app's modules, Mantine and the
 * providers, with it): evaluated together they were one task of ~50 ms on a desktop, ~200 ms on a
 * phone, that held up everything else. Its file downloads with this one all the same (index.html
 * links it: build/startChunks.ts). The interface language's texts come in their own chunk; the app
 * renders once they are in. The first render is a transition: React draws the app in slices, not
 * in one long task of a phone's main thread.
 */
async function start(container: HTMLElement): Promise<void> {
  await nextTask();
  const { createRoot } = await import('./app/bootstrap/reactDom');
  await i18nReady;
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App pageCode={pageCode} />
      </StrictMode>,
    ),
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
void start(container);
