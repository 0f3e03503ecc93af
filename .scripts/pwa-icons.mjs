// Writes the installable app's icons (apps/web/public/icons) from the logo's drop
// (apps/web/public/favicon.svg), with sharp. Run once after changing the logo or the theme colour:
//   node .scripts/pwa-icons.mjs
// The PNGs are committed; the build only copies them.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/** Chakra's `red.solid` (apps/web/src/app/theme-color.ts): the manifest's theme colour. */
const RED = '#c81e1e';
const DROP = 'M16 2c-1 2.2-10 11.6-10 18a10 10 0 0 0 20 0C26 13.6 17 4.2 16 2Z';
const SHINE = 'M12 20a4 4 0 0 0 4 4v2.4A6.4 6.4 0 0 1 9.6 20Z';
const out = fileURLToPath(new URL('../apps/web/public/icons/', import.meta.url));

/**
 * The drop on a square of 32 units, scaled by `scale` about the centre.
 * @param {{ background?: string, drop: string, shine: string, scale: number, rounded?: boolean }} look
 */
function svg({ background, drop, shine, scale, rounded }) {
  const offset = 16 - 16 * scale;
  const square = background ? `<rect width="32" height="32" rx="${rounded ? 7 : 0}" fill="${background}"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${square}<g transform="translate(${offset} ${offset}) scale(${scale})"><path fill="${drop}" d="${DROP}"/><path fill="${shine}" d="${SHINE}"/></g></svg>`;
}

/** @type {{ file: string, size: number, look: Parameters<typeof svg>[0] }[]} */
const icons = [
  // "any": the red drop on a white rounded square, legible on any launcher background.
  { file: 'icon-192.png', size: 192, look: { background: '#ffffff', drop: RED, shine: '#ffffff', scale: 0.8, rounded: true } },
  { file: 'icon-512.png', size: 512, look: { background: '#ffffff', drop: RED, shine: '#ffffff', scale: 0.8, rounded: true } },
  // "maskable": full-bleed red, the white drop inside the central safe zone (a circle of 80%).
  { file: 'maskable-192.png', size: 192, look: { background: RED, drop: '#ffffff', shine: RED, scale: 0.55 } },
  { file: 'maskable-512.png', size: 512, look: { background: RED, drop: '#ffffff', shine: RED, scale: 0.55 } },
  // iOS's home screen (no transparency) and the notification badge (Android reads its alpha only).
  { file: 'apple-touch-icon-180.png', size: 180, look: { background: RED, drop: '#ffffff', shine: RED, scale: 0.65 } },
  { file: 'badge-96.png', size: 96, look: { drop: '#ffffff', shine: '#ffffff', scale: 0.9 } },
];

mkdirSync(out, { recursive: true });
for (const icon of icons) {
  await sharp(Buffer.from(svg(icon.look)), { density: (72 * icon.size) / 32 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(`${out}${icon.file}`);
  console.log(`${icon.file} ${icon.size}x${icon.size}`);
}
