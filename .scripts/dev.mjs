// `npm run dev`: Nx's continuous targets, started together and stopped together by Ctrl-C:
// web:dev (the Vite dev server on :5173, proxying /graphql, /api, /graphiql and /uploads to the
// API) depends on api:serve (the built API on :3000, restarted when its build changes), which
// depends on api:build-watch (tsc --watch). See the `nx` sections of apps/api and apps/web's
// package.json.
import { ensureInstalled } from './ensure.mjs';
import { nx } from './lib.mjs';

ensureInstalled();
process.exit(nx(['run', 'web:dev', '--outputStyle=stream']));
