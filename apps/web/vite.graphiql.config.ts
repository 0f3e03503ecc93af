import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const API_ORIGIN = 'http://localhost:3000';

/**
 * The self-hosted GraphQL explorer: its own entry and output, so its ~1.5 MB (Monaco editor)
 * never reaches the product's bundles. The server serves dist-graphiql/ under /graphiql/.
 */
export default defineConfig({
  root: fileURLToPath(new URL('./graphiql', import.meta.url)),
  base: '/graphiql/',
  // Brotli and gzip copies beside every file, as for the app, at a faster level: this tool page is
  // for developers (never served in production), and the highest level made builds 40 s slower.
  plugins: [
    react(),
    compression({
      algorithms: [defineAlgorithm('gzip', { level: 6 }), defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })],
    }),
  ],
  // Monaco's language workers are bundled as files next to the page: nothing loads from a CDN.
  worker: { format: 'es' },
  build: {
    outDir: fileURLToPath(new URL('./dist-graphiql', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 6000,
    // GraphiQL's packages carry React-compiler directives ("use no memo") that bundling drops
    // harmlessly; without this every build prints dozens of warnings about them.
    rolldownOptions: { checks: { moduleLevelDirective: false } },
  },
  server: {
    port: 5174,
    proxy: {
      '/graphql': { target: API_ORIGIN, ws: true, changeOrigin: true },
    },
  },
});
