import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { fileURLToPath } from 'node:url';

// The storefront generator. One store is built at a time by api/ (storefront-ssg/build-one.mjs, which sets `base`
// to /{slug} and `outDir` to a fresh release folder); this file holds the settings shared by every build.
export default defineConfig({
  srcDir: './storefront-ssg/src',
  publicDir: './storefront-ssg/public',
  outDir: './dist/storefront',
  output: 'static',
  integrations: [react()],
  telemetry: false,
  trailingSlash: 'ignore',
  build: {
    // /{slug}/home → home.html: one file per page, served without a redirect to a trailing slash.
    format: 'file',
    // The pages' CSS is a few KB: inlined, it costs no render-blocking request on a slow connection.
    inlineStylesheets: 'always',
  },
  devToolbar: { enabled: false },
  vite: {
    cacheDir: fileURLToPath(new URL('./node_modules/.cache/vite-astro', import.meta.url)),
  },
});
