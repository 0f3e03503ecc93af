import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

const API_ORIGIN = 'http://localhost:3000';

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
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
    watch: false,
    css: false,
    // Several awaited steps per test, on a shared machine: see asyncUtilTimeout in src/test/setup.ts.
    testTimeout: 30_000,
  },
});
