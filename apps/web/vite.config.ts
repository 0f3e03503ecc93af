import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

const API_ORIGIN = 'http://localhost:3000';

/** Matches modules of the named packages inside node_modules. */
function vendor(...packages: string[]): RegExp {
  const names = packages.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|');
  return new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);
}

/**
 * UI parts that only lazily loaded code uses (the account menu, forms, confirmation dialogs) and
 * what they alone need (positioning, focus trapping): left out of the vendor chunk every first
 * page downloads, so they load with that code (README, "Size budget"). Add a part here when a
 * lazily loaded screen first uses a heavy Chakra/Ark component.
 */
const LAZY_UI_PARTS = 'dialog|checkbox|menu';
const LAZY_UI = new RegExp(
  [
    `@zag-js[\\\\/](?:${LAZY_UI_PARTS}|focus-trap|remove-scroll|aria-hidden|popper|dismissable|interact-outside|rect-utils|focus-visible)`,
    `@ark-ui[\\\\/]react[\\\\/]dist[\\\\/](?:components[\\\\/](?:${LAZY_UI_PARTS})|utils[\\\\/](?:render-strategy|use-controllable-state))`,
    `@chakra-ui[\\\\/]react[\\\\/]dist[\\\\/]esm[\\\\/]components[\\\\/](?:${LAZY_UI_PARTS}|checkmark|native-select|textarea)`,
    '@floating-ui',
  ]
    .map((part) => `[\\\\/]node_modules[\\\\/]${part}[\\\\/.]`)
    .join('|'),
);

/**
 * Modules of the app (and its toasts) that every first page runs and that later screens import
 * too: in the vendor chunk, they load in one file with it. Left to automatic splitting, the
 * bundler moves each of them into a small chunk of its own, and every extra file costs the first
 * load its headers.
 */
const FIRST_SCREEN_SHELL =
  /(?:[\\/]node_modules[\\/](?:react-toastify|clsx)[\\/]|[\\/]apps[\\/]web[\\/]src[\\/](?:lib[\\/](?:session|rest|urls|i18n|browser|redirect)|locales[\\/]en|components[\\/]ui[\\/]icons)\.tsx?$|[\\/]libs[\\/]domain[\\/]src[\\/](?:limits|messages|errors)\.ts$)/;

/** What every first screen needs from node_modules. */
const FIRST_SCREEN_VENDORS = vendor(
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  'cookie',
  'set-cookie-parser',
  '@chakra-ui',
  '@ark-ui',
  '@zag-js',
  '@emotion',
  '@floating-ui',
  '@internationalized',
  '@pandacss',
  'next-themes',
  'stylis',
);

export default defineConfig({
  // Brotli and gzip copies of every asset beside it; the server picks one by Accept-Encoding.
  plugins: [react(), compression()],
  resolve: {
    // Compile the shared rules from source, so the client never needs libs/domain built first.
    alias: {
      '@redhope/domain': fileURLToPath(new URL('../../libs/domain/src/index.ts', import.meta.url)),
    },
  },
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
    outDir: 'dist',
    emptyOutDir: true,
    // The vendor chunk is about 580 KB before compression; what matters, the compressed first
    // load, is checked in Chromium against its budget (apps/web-e2e/tests/first-load.spec.ts).
    chunkSizeWarningLimit: 650,
    rolldownOptions: {
      output: {
        // Vendor chunks change less often than the app, so browsers keep them cached across deploys.
        // One chunk for what every first screen needs (fewer requests, and brotli compresses one
        // large file better than two), one for the GraphQL stack, which loads with the first page
        // that needs it (README, "Size budget").
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: (id: string) => (FIRST_SCREEN_VENDORS.test(id) && !LAZY_UI.test(id)) || FIRST_SCREEN_SHELL.test(id),
              priority: 30,
              // Only what the first screen loads: Chakra parts that only lazily loaded screens use
              // (dialogs, switches...) load with those screens.
              tags: ['$initial'],
            },
            {
              name: 'apollo',
              test: vendor('@apollo', 'graphql', 'graphql-ws', 'rxjs', '@wry', 'optimism', 'tslib', '@graphql-typed-document-node'),
              priority: 20,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
    watch: false,
    css: false,
    // Several awaited steps per test, on a shared machine: see asyncUtilTimeout in src/test/setup.ts.
    testTimeout: 30_000,
  },
});
