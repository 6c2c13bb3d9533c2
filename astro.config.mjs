import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { fileURLToPath } from 'node:url';

// The storefront generator. One store is built at a time by api/ (programmatic build()) into a fresh release
// folder; this file holds the settings shared by every build.
export default defineConfig({
  srcDir: './storefront-ssg/src',
  publicDir: './storefront-ssg/public',
  outDir: './dist/storefront',
  output: 'static',
  integrations: [react()],
  telemetry: false,
  vite: {
    cacheDir: fileURLToPath(new URL('./node_modules/.cache/vite-astro', import.meta.url)),
    resolve: { alias: { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) } },
  },
});
