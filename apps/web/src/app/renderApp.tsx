import { startTransition, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { App } from './App';

/**
 * The app drawn into `root` (main.tsx, once the first screen's texts are in). A transition: React
 * draws it in slices, not in one long task of a phone's main thread.
 */
export function renderApp(root: Root, pageCode: Promise<void>): void {
  startTransition(() =>
    root.render(
      <StrictMode>
        <App pageCode={pageCode} />
      </StrictMode>,
    ),
  );
}
