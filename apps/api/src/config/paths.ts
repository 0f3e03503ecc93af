import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';

let cachedRoot: string | undefined;

/** The workspace root (the folder holding nx.json), whatever the current directory is. */
export function workspaceRoot(): string {
  if (cachedRoot) return cachedRoot;
  let dir = __dirname;
  while (!existsSync(join(dir, 'nx.json'))) {
    const parent = dirname(dir);
    if (parent === dir) return (cachedRoot = process.cwd());
    dir = parent;
  }
  return (cachedRoot = dir);
}

/** Resolves a configured path: absolute as given, relative against the workspace root. */
export function fromRoot(path: string): string {
  return isAbsolute(path) ? path : resolve(workspaceRoot(), path);
}
