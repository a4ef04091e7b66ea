import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API listens on 127.0.0.1:3000; in dev and preview the web app reaches it through /api so
// that requests stay same-origin exactly as in production (where the API serves dist/).
const apiProxy = {
  '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
};

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5173, proxy: apiProxy },
  preview: { host: '127.0.0.1', port: 4173, proxy: apiProxy },
  build: { outDir: 'dist', emptyOutDir: true },
});
