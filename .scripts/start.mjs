// `npm start`: install if needed, build what changed (Nx), then serve the app on one port
// (the embedded Postgres is started and migrated by the app itself when DATABASE_URL is unset).
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { ensureBuilt, ensureInstalled } from './ensure.mjs';
import { root } from './lib.mjs';

ensureInstalled();
ensureBuilt(['api', 'web']);
// Run the server in this process, so that Ctrl-C and kill reach it directly.
await import(pathToFileURL(resolve(root, 'apps/api/dist/main.js')).href);
