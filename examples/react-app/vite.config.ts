import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm start` at the repository root runs the real server on :8080; the dev server proxies to it,
// so the app and the AI service share an origin.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5174,
    proxy: { '/ai': 'http://localhost:8080', '/auth': 'http://localhost:8080' },
  },
});
