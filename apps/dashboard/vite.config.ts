import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const packages = fileURLToPath(new URL('../../packages', import.meta.url));
// `npm run dev` starts the API server here (tooling/scripts/dev.mjs); set API_TARGET to use another.
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3001';

export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: {
    // In development the workspace packages are read from their sources, so an edit in any package
    // reloads at once, without its build. The production build keeps reading their dist.
    alias:
      command === 'serve'
        ? [
            { find: /^@mk\/([a-z0-9-]+)$/, replacement: `${packages}/$1/src/index.ts` },
            { find: /^@mk\/([a-z0-9-]+)\/([a-z0-9-]+)$/, replacement: `${packages}/$1/src/$2/index.ts` },
          ]
        : [],
  },
  server: {
    port: 5173,
    strictPort: true,
    // The server answers /config.js (deployment values and the CSRF cookie) as in production.
    proxy: {
      '/api': apiTarget,
      '/config.js': apiTarget,
      '/order-write/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: {
    chunkSizeWarningLimit: 1200,
  },
}));
