import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath } from 'node:url';

const apiPort = process.env.API_PORT ?? '3000';

// The PWA build. Kept apart from Astro (astro.config.mjs) and vitest (vitest.config.ts).
export default defineConfig({
  root: 'pwa',
  publicDir: fileURLToPath(new URL('./pwa/public', import.meta.url)),
  cacheDir: fileURLToPath(new URL('./node_modules/.cache/vite-pwa', import.meta.url)),
  resolve: {
    alias: { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) },
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: fileURLToPath(new URL('./pwa/routes', import.meta.url)),
      generatedRouteTree: fileURLToPath(new URL('./pwa/routeTree.gen.ts', import.meta.url)),
    }),
    react(),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist/pwa', import.meta.url)),
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': `http://localhost:${apiPort}`,
      '/sanctum': `http://localhost:${apiPort}`,
      '/uploads': `http://localhost:${apiPort}`,
    },
  },
});
