import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { shareText, type ShareLanguage } from '@redhope/domain';
import sharp, { type OverlayOptions } from 'sharp';
import { IMAGE_MAX_PIXELS } from '../uploads';
import { clip } from './page-template';

/** The size every preview image has: Open Graph's and WhatsApp's large card. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Raised whenever the card's drawing changes, so caches and ETags of the old drawing go. */
export const CARD_VERSION = 1;

const FONT_FAMILY = 'Noto Sans Devanagari';
const RED = '#c53030';
const GREY = '#4a5568';
const INK = '#1a202c';
const WHITE = '#ffffff';

let fontsRegistered: Promise<void> | undefined;

/**
 * The card's text is laid out by Pango through sharp's text input, with the fonts shipped in the
 * repository (apps/api/data/fonts: Noto Sans Devanagari, its Latin and Devanagari halves under one
 * family name), so it looks the same on every machine whatever fonts it has. libvips adds each
 * file to its own font map once; SVG text would go through librsvg and the machine's fontconfig.
 */
export function registerFonts(fontDir: string): Promise<void> {
  fontsRegistered ??= (async () => {
    const files = readdirSync(fontDir).filter((name) => name.endsWith('.ttf')).sort();
    if (files.length === 0) throw new Error(`No fonts for the share previews in ${fontDir}`);
    for (const file of files) await sharp({ text: { text: '.', font: FONT_FAMILY, fontfile: join(fontDir, file) } }).png().toBuffer();
  })();
  return fontsRegistered;
}

/** Pango markup is XML: the text goes in escaped. */
function markup(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

interface Line {
  text: string;
  /** The left edge, or the centre with `centre`. */
  x: number;
  /** The top of the line's box. */
  top: number;
  /** In pixels. */
  size: number;
  bold?: boolean;
  colour?: string;
  centre?: boolean;
  /** Width the line may take; longer text is cut, between graphemes, with an ellipsis. */
  width: number;
}

export async function drawText(text: string, line: Omit<Line, 'text'>): Promise<{ data: Buffer; width: number }> {
  const font = `${FONT_FAMILY}${line.bold ? ' Bold' : ''} ${line.size}px`;
  const { data, info } = await sharp({
    text: { text: `<span foreground="${line.colour ?? INK}">${markup(text)}</span>`, font, dpi: 72, rgba: true, wrap: 'none' },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width };
}

/** One line of text as an overlay, cut to its width (measured, not guessed: Pango says how wide it came out). */
export async function textOverlay(line: Line): Promise<OverlayOptions> {
  let text = line.text.replace(/\s+/g, ' ').trim();
  let drawn = await drawText(text, line);
  for (let attempt = 0; drawn.width > line.width && attempt < 4; attempt++) {
    const keep = Math.max(1, Math.floor((text.length * line.width) / drawn.width) - 2);
    text = clip(text, keep);
    drawn = await drawText(text, line);
  }
  const left = line.centre ? line.x - Math.round(drawn.width / 2) : line.x;
  return { input: drawn.data, top: line.top, left: Math.max(0, left) };
}

async function card(background: string, lines: Line[]): Promise<Buffer> {
  const overlays = await Promise.all(lines.filter((line) => line.text).map(textOverlay));
  const base = `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">${background}</svg>`;
  return sharp(Buffer.from(base)).composite(overlays).png({ compressionLevel: 9, palette: true }).toBuffer();
}

const PANEL = 380;
const TEXT_X = PANEL + 60;
const TEXT_WIDTH = CARD_WIDTH - TEXT_X - 50;

function panel(fill: string): string {
  return `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${WHITE}"/><rect width="${PANEL}" height="${CARD_HEIGHT}" fill="${fill}"/>`;
}

const BRAND: Line = { text: 'Redhope', x: PANEL / 2, top: 520, size: 44, bold: true, colour: WHITE, centre: true, width: PANEL - 40 };

/** What an open request's card shows; every value already in the card's language. */
export interface RequestCard {
  bloodGroup: string;
  /** "B+ red cells · 2 units". */
  need: string;
  /** dd/mm/yyyy */
  date: string;
  hospital: string | null;
  place: string;
  applicant: string;
}

export function openRequestCard(request: RequestCard, language: ShareLanguage): Promise<Buffer> {
  const below = request.hospital ? 0 : -60;
  return card(panel(RED), [
    { text: request.bloodGroup, x: PANEL / 2, top: 190, size: 150, bold: true, colour: WHITE, centre: true, width: PANEL - 40 },
    BRAND,
    { text: shareText(language, 'cardHeading'), x: TEXT_X, top: 60, size: 36, bold: true, colour: RED, width: TEXT_WIDTH },
    { text: request.need, x: TEXT_X, top: 130, size: 50, bold: true, width: TEXT_WIDTH },
    { text: shareText(language, 'cardNeededBy', { date: request.date }), x: TEXT_X, top: 210, size: 40, width: TEXT_WIDTH },
    { text: request.hospital ?? '', x: TEXT_X, top: 300, size: 38, bold: true, width: TEXT_WIDTH },
    { text: request.place, x: TEXT_X, top: 360 + below, size: 34, colour: GREY, width: TEXT_WIDTH },
    { text: shareText(language, 'cardFor', { applicant: request.applicant }), x: TEXT_X, top: 425 + below, size: 34, colour: GREY, width: TEXT_WIDTH },
    { text: shareText(language, 'cardAction'), x: TEXT_X, top: 530, size: 32, bold: true, colour: RED, width: TEXT_WIDTH },
  ]);
}

/** A closed request says so and nothing else: its details are no longer public. */
export function closedRequestCard(language: ShareLanguage): Promise<Buffer> {
  const tick = `<polyline points="120,250 170,300 260,190" fill="none" stroke="${WHITE}" stroke-width="28" stroke-linecap="round" stroke-linejoin="round"/>`;
  return card(panel('#718096') + tick, [
    BRAND,
    { text: shareText(language, 'closedHeading'), x: TEXT_X, top: 190, size: 64, bold: true, width: TEXT_WIDTH },
    { text: shareText(language, 'closedBody'), x: TEXT_X, top: 300, size: 38, colour: GREY, width: TEXT_WIDTH },
    { text: shareText(language, 'closedThanks'), x: TEXT_X, top: 365, size: 30, colour: GREY, width: TEXT_WIDTH },
  ]);
}

/** The card of pages that are not a request or a campaign (home, an unknown id). */
export function siteCard(language: ShareLanguage): Promise<Buffer> {
  const [name, tagline] = shareText(language, 'siteTitle').split(' | ');
  return card(`<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${RED}"/>`, [
    { text: name, x: CARD_WIDTH / 2, top: 170, size: 140, bold: true, colour: WHITE, centre: true, width: CARD_WIDTH - 120 },
    { text: tagline ?? '', x: CARD_WIDTH / 2, top: 380, size: 56, colour: WHITE, centre: true, width: CARD_WIDTH - 120 },
  ]);
}

/**
 * A campaign's leaflet as a 1200x630 JPEG: the whole leaflet, fitted, over a blurred fill of
 * itself (a poster is tall: cropping it to a wide card would cut most of it away).
 */
export async function leafletCard(leaflet: Buffer): Promise<Buffer> {
  const input = { limitInputPixels: IMAGE_MAX_PIXELS };
  const [background, foreground] = await Promise.all([
    sharp(leaflet, input).rotate().resize(CARD_WIDTH / 10, CARD_HEIGHT / 10, { fit: 'cover' }).blur(2).resize(CARD_WIDTH, CARD_HEIGHT).toBuffer(),
    sharp(leaflet, input).rotate().resize(CARD_WIDTH, CARD_HEIGHT, { fit: 'inside' }).toBuffer(),
  ]);
  return sharp(background).composite([{ input: foreground, gravity: 'centre' }]).flatten({ background: '#ffffff' }).jpeg({ quality: 82, progressive: true }).toBuffer();
}
