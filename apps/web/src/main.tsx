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
import { i18nReady } from './i18n';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const root = createRoot(container);
// The interface language's texts come in their own chunk; render once they are in. The first render
// is a transition: React draws the app in slices, not in one long task of a phone's main thread.
void i18nReady.then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <App pageCode={pageCode} />
      </StrictMode>,
    ),
  ),
);
