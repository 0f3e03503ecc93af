import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { chakraGlobalStyles } from './chakra-global-styles';
import { firstScreenPreloads } from './first-screen-preloads';
import { firstScreenTexts } from './first-screen-texts';
import { offlinePage } from './offline-page';
import { THEME_COLOR } from './src/app/theme-color';

const API_ORIGIN = 'http://localhost:3000';

const OUT_DIR = fileURLToPath(new URL('dist/', import.meta.url));

/** The files the worker precaches whatever the page: the offline page's and the install's. */
const ALWAYS_PRECACHED = ['offline.html', 'offline.js', 'theme-init.js', 'favicon.svg'];

/**
 * The precache list: the app shell only, i.e. what the built index.html loads before the first
 * screen (its scripts, module preloads and styles), the offline page and the icons. Lazily loaded
 * screens and the Hindi font come when first used, as without a worker: a phone's first visit
 * downloads nothing it does not show.
 */
async function appShellOnly(entries: { url: string; revision: string | null; size: number }[]) {
  const index = readFileSync(join(OUT_DIR, 'index.html'), 'utf8');
  const shell = new Set([...index.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]));
  const manifest = entries.filter((entry) => ALWAYS_PRECACHED.includes(entry.url) || entry.url.startsWith('icons/') || (entry.url.startsWith('assets/') && shell.has(entry.url)));
  return { manifest, warnings: [] };
}

// Compile the shared rules from source, so the client never needs libs/domain built first.
const alias = { '@redhope/domain': fileURLToPath(new URL('../../libs/domain/src/index.ts', import.meta.url)) };

export default defineConfig({
  plugins: [
    react(),
    // Chakra's global styles in index.html, which the app's provider takes over.
    chakraGlobalStyles(alias),
    // The English texts of 'common' (every language's fallback): fetched with the main bundle. And a
    // request's page (which the server writes itself): its route's code and English texts.
    firstScreenPreloads(['src/locales/en/common.ts'], {
      request: ['src/app/apollo-provider.tsx', 'src/features/requests/pages/request-detail-page.tsx', 'src/locales/en/requests.ts'],
    }),
    // The texts of the first screens the server writes into a page's HTML (home's, a request's).
    firstScreenTexts(alias),
    // The page the service worker shows when the network is gone (before the PWA plugin lists
    // the files to precache).
    offlinePage(THEME_COLOR, alias),
    // The installable app: the manifest and our own service worker (sw/sw.ts), given the list of
    // the build's files to precache. Registered by the app itself, in production builds only
    // (src/app/service-worker.tsx); the dev server has no worker.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      devOptions: { enabled: false },
      // The precache list is appShellOnly's (below), icons included.
      includeAssets: [],
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Redhope',
        short_name: 'Redhope',
        description: 'Post urgent blood requests, help donors near you and find health camps across India.',
        lang: 'en',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: THEME_COLOR,
        background_color: '#ffffff',
        categories: ['health', 'medical', 'social'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // Never the page itself (the server writes each page's head) and never the compressed
        // copies (the server negotiates them for the worker's fetch as for any other).
        globPatterns: ['**/*.{js,css,svg,png,html,webmanifest}'],
        manifestTransforms: [appShellOnly],
        globIgnores: ['**/*.br', '**/*.gz', 'sw.js', 'index.html'],
        maximumFileSizeToCacheInBytes: 1_000_000,
      },
    }),
    // Brotli and gzip copies of every asset beside it; the server picks one by Accept-Encoding.
    compression(),
  ],
  resolve: { alias },
  // The dev server's dependency scan starts from the app's page only: GraphiQL's (graphiql/) is
  // built on its own (vite.graphiql.config.ts) and its worker imports break the scan.
  optimizeDeps: { entries: ['index.html'] },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: API_ORIGIN, ws: true, changeOrigin: true },
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/graphiql': { target: API_ORIGIN, changeOrigin: true },
      '/uploads': { target: API_ORIGIN, changeOrigin: true },
    },
  },
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    // The vendor chunk is about 560 KB before compression; what matters, the compressed first
    // load, is checked in Chromium against its budget (apps/web-e2e/tests/first-load.spec.ts).
    chunkSizeWarningLimit: 650,
    rolldownOptions: {
      output: {
        // Each language's namespace of texts is named after both (hi-requests-<hash>.js), so the
        // journeys can tell which texts a page fetched.
        chunkFileNames: (chunk) => {
          const texts = /[\\/]src[\\/]locales[\\/](\w+)[\\/](\w+)\.ts$/.exec(chunk.facadeModuleId ?? '');
          return texts ? `assets/${texts[1]}-${texts[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
        // Rolldown's automatic splitting decides the rest: what only lazily loaded screens import
        // (Apollo, dialogs, menus, forms, each namespace of texts) lands in their chunks, because
        // they import it at the use site (README, "Size budget").
        codeSplitting: {
          groups: [
            {
              // The third-party code the first page runs, in one file that changes less often than
              // the app (browsers keep it across deploys; one file compresses better than many).
              name: 'vendor',
              test: /[\\/]node_modules[\\/]/,
              tags: ['$initial'],
              priority: 2,
            },
            {
              // The app's own modules that the first page runs and later screens import too (session,
              // REST client, texts, domain rules): in one file, not a small file each (every file
              // costs the first load its headers, and the tiniest ones are not worth compressing).
              name: 'shell',
              tags: ['$initial'],
              includeDependenciesRecursively: false,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/__tests__/**/*.test.{ts,tsx}', 'sw/__tests__/**/*.test.ts'],
    watch: false,
    css: false,
    // Several awaited steps per test, on a shared machine: see asyncUtilTimeout in src/test/setup.ts.
    testTimeout: 30_000,
  },
});
