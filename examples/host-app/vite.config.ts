import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm run dev` talks to a server started apart (`npm start` in the repository: port 3000), or API_TARGET.
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': apiTarget,
      '/config.js': apiTarget,
      '/order-write/socket.io': { target: apiTarget, ws: true },
    },
  },
});
