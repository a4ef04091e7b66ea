import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import './i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { watchUrlParams } from './app/bootstrap/applyUrlParams';

watchUrlParams();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
