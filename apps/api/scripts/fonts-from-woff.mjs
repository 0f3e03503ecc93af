// Writes the TrueType fonts the share-preview cards are drawn with (apps/api/data/fonts) from
// @fontsource/noto-sans-devanagari's WOFF files (SIL Open Font License 1.1): sharp's bundled
// FreeType reads TrueType but not WOFF, so each file is unwrapped once (WOFF 1.0: every table
// zlib-compressed) and the result committed. Run: node apps/api/scripts/fonts-from-woff.mjs
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';

const api = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(api, 'data', 'fonts');
const pkg = dirname(createRequire(join(api, '..', 'web', 'package.json')).resolve('@fontsource/noto-sans-devanagari/package.json'));

/** @param {Buffer} woff */
function woffToSfnt(woff) {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 file');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  /** @type {{ tag: string, checksum: number, data: Buffer }[]} */
  const tables = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    const tag = woff.toString('latin1', at, at + 4);
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const checksum = woff.readUInt32BE(at + 16);
    const raw = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(raw) : Buffer.from(raw);
    if (data.length !== origLength) throw new Error(`table ${tag}: ${data.length} bytes, expected ${origLength}`);
    tables.push({ tag, checksum, data });
  }
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  /** @type {Buffer[]} */
  const bodies = [];
  let offset = header.length;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    header.write(table.tag, at, 'latin1');
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}

mkdirSync(out, { recursive: true });
for (const subset of ['devanagari', 'latin']) {
  for (const weight of [400, 700]) {
    const name = `noto-sans-devanagari-${subset}-${weight}-normal`;
    writeFileSync(join(out, `${name}.ttf`), woffToSfnt(readFileSync(join(pkg, 'files', `${name}.woff`))));
  }
}
copyFileSync(join(pkg, 'LICENSE'), join(out, 'OFL.txt'));
console.log(`fonts written to ${out}`);
