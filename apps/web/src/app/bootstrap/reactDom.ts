// React DOM's client, which main.tsx imports at start in a task of its own: its chunk is named
// after this file (reactDom-<hash>.js), not after react-dom's client.js.
export { createRoot } from 'react-dom/client';
