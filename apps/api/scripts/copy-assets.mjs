// Copies the files the server reads at run time that tsc does not emit (the assistant's markdown
// knowledge base) from src/ to the same place under dist/.
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const api = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(api, 'src');
const dist = join(api, 'dist');

/** @param {string} dir */
function copyAssets(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) copyAssets(path);
    else if (entry.name.endsWith('.md')) {
      const target = join(dist, relative(src, path));
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(path, target);
    }
  }
}

copyAssets(src);
