import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

/** The repository root (this file is apps/bench/dist/harness/paths.js once built). */
export const ROOT = resolve(__dirname, '../../../..');

/** A module of the built API, loaded at run time (the benchmarks drive exactly what npm start serves). */
export function apiDist(path: string): string {
  const file = join(ROOT, 'apps/api/dist', path);
  if (!existsSync(file)) throw new Error(`${file} is missing: build the API first (npm run build)`);
  return file;
}

const load = createRequire(__filename);

/** Loads a CommonJS module of the built API; `T` is the part of its exports the caller uses. */
export function loadApi<T>(path: string): T {
  return load(apiDist(path)) as T;
}
