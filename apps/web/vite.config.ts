import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const API_ORIGIN = 'http://localhost:3000';

/** Matches modules of the named packages inside node_modules. */
function vendor(...packages: string[]): RegExp {
  const names = packages.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|');
  return new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);
}

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Compile the shared rules from source, so the client never needs libs/domain built first.
    alias: {
      '@redhope/domain': fileURLToPath(new URL('../../libs/domain/src/index.ts', import.meta.url)),
    },
  },
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
    rolldownOptions: {
      output: {
        // Vendor chunks change less often than the app, so browsers keep them cached across deploys.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: vendor('react', 'react-dom', 'scheduler', 'react-router', 'react-router-dom', 'cookie', 'set-cookie-parser'),
              priority: 30,
            },
            {
              name: 'chakra',
              test: vendor('@chakra-ui', '@ark-ui', '@zag-js', '@emotion', '@floating-ui', '@internationalized', '@pandacss', 'next-themes', 'stylis'),
              priority: 20,
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
    // A ceiling, not a wait: on a shared two-core machine a file's first test (which loads the
    // app's modules) can take several seconds. Tests still finish as soon as their events come.
    testTimeout: 20_000,
  },
});
