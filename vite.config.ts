import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { navigationAllowlist, routePathsFromTree } from './pwa/build/route-list.js';
import { precompressBuild } from './pwa/build/precompress.js';
import { firstScreenChunks } from './pwa/build/chunk-groups.js';
import { SIGN_IN_HTML, signInPage } from './pwa/build/signin-page.js';
import { nativeTableScroll } from './pwa/build/native-table-scroll.js';

const apiPort = process.env.API_PORT ?? '3000';
const routeTreeFile = fileURLToPath(new URL('./pwa/routeTree.gen.ts', import.meta.url));
const THEME_COLOR = '#0c8599';

function readRoutePaths(): string[] {
  return existsSync(routeTreeFile) ? routePathsFromTree(readFileSync(routeTreeFile, 'utf8')) : ['/'];
}

/**
 * The service worker answers navigations offline with index.html ONLY for the app's own paths: storefronts live at
 * /{slug}/… on the same origin and must always come from the network. The list is filled in place once the router
 * plugin has regenerated the route tree (buildStart), before vite-plugin-pwa writes the worker (closeBundle).
 */
const allowlist: RegExp[] = navigationAllowlist(readRoutePaths());

/** Writes dist/pwa/pwa-routes.json: the server answers 404 (still with index.html) for paths not in it. */
function pwaRouteList(): Plugin {
  return {
    name: 'boutique-pwa-route-list',
    apply: 'build',
    buildStart() {
      allowlist.splice(0, allowlist.length, ...navigationAllowlist(readRoutePaths()));
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'pwa-routes.json', source: JSON.stringify(readRoutePaths(), null, 1) });
    },
  };
}

// The PWA build. Kept apart from Astro (astro.config.mjs) and vitest (vitest.config.ts).
export default defineConfig({
  root: 'pwa',
  publicDir: fileURLToPath(new URL('./pwa/public', import.meta.url)),
  cacheDir: fileURLToPath(new URL('./node_modules/.cache/vite-pwa', import.meta.url)),
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: fileURLToPath(new URL('./pwa/routes', import.meta.url)),
      generatedRouteTree: routeTreeFile,
      routeFileIgnorePattern: '\\.test\\.tsx?$',
    }),
    react(),
    nativeTableScroll(), // tables scroll natively, without ScrollArea and floating-ui (issue 22)
    pwaRouteList(),
    signInPage(), // the light sign-in page (decision 013)
    VitePWA({
      registerType: 'prompt',
      injectRegister: false, // pwa/app/UpdatePrompt.tsx registers it through virtual:pwa-register/react
      manifest: {
        id: '/',
        name: 'Boutique — Vendre plus, en toute securité',
        short_name: 'Boutique',
        description:
          'Créez et gérez votre boutique en ligne : produits, commandes, clients et mesures, même sans connexion internet.',
        lang: 'fr',
        dir: 'ltr',
        start_url: '/user/dashboard',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#ffffff',
        theme_color: THEME_COLOR,
        categories: ['business', 'shopping', 'productivity'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The whole app shell: every chunk (routes are code-split), styles, icons, fonts, the placeholder.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff,woff2,webmanifest}'],
        globIgnores: ['pwa-routes.json'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        navigateFallback: 'index.html',
        navigateFallbackAllowlist: allowlist,
        navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//, /^\/sanctum\//],
        cleanupOutdatedCaches: true,
        // /auth/signin?redirect=…&reason=… is the precached light page (auth/signin.html, matched without `.html`).
        ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^redirect$/, /^reason$/],
        // One self-contained worker file (no separate workbox-*.js to fetch and keep in step).
        inlineWorkboxRuntime: true,
        // Web Push (new orders while the app is closed): its `push` and `notificationclick` listeners, a public file
        // the generated worker imports (generateSW stays: decision 006).
        importScripts: ['push-sw.js'],
        // Only Vite's hashed chunks skip the revision check; /assets/images/placehoders.png keeps its own revision.
        dontCacheBustURLsMatching: /^assets\/[^/]+-[\w-]{8}\.\w+$/,
        runtimeCaching: [
          {
            // Product pictures (renditions are never rewritten: a new picture gets a new file name) are read from the
            // device first: the list and the detail show them offline. The app also reads the newest products'
            // small renditions once after a catalogue refresh (pwa/lib/catalog/picture-cache.ts). Bounded.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/uploads/products/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'product-pictures',
              expiration: { maxEntries: 600, maxAgeSeconds: 90 * 24 * 3600, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Other uploaded pictures (logos, galleries) seen in the back-office stay visible offline.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/uploads/'),
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'uploads',
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
        ],
      },
    }),
    // .br/.gz twins of the build's text files, written once after the build (api/web/pwa.ts sends them): issue 22.
    precompressBuild(),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist/pwa', import.meta.url)),
    emptyOutDir: true,
    manifest: true, // .vite/manifest.json: bench/pwa-size.bench.ts follows the import graph per route
    rolldownOptions: {
      // Two pages: the app, and the light sign-in page (pwa/build/signin-page.ts, decision 013).
      input: { index: fileURLToPath(new URL('./pwa/index.html', import.meta.url)), signin: SIGN_IN_HTML },
      output: {
        // ── perf-bundle (issue 22): files grouped by the first screen that needs them (pwa/build/chunk-groups.ts,
        // decision 013): the sign-in page and the dashboard fetch a handful of files instead of 87 and 102.
        codeSplitting: {
          groups: firstScreenChunks(),
          includeDependenciesRecursively: false, // Mantine's index would drag every component into the first group
        },
        // Groups reorder modules across files: each module's body runs in its import order, as without groups.
        strictExecutionOrder: true,
        // ── end perf-bundle
      },
    },
  },
  server: {
    proxy: {
      '/api': `http://localhost:${apiPort}`,
      '/sanctum': `http://localhost:${apiPort}`,
      '/uploads': `http://localhost:${apiPort}`,
    },
  },
});
