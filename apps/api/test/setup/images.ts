import { crc32 } from 'node:zlib';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A real photo-like JPEG: a gradient with noise, so it compresses like a picture, not a flat colour. */
export async function jpegImage(width = 1200, height = 1600): Promise<Buffer> {
  const noise = await sharp({ create: { width, height, channels: 3, background: '#b03030', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 85 })
    .toBuffer();
  return noise;
}

export async function pngImage(width = 800, height = 600, transparent = false): Promise<Buffer> {
  return sharp({ create: { width, height, channels: transparent ? 4 : 3, background: transparent ? { r: 0, g: 0, b: 0, alpha: 0 } : '#2a7a2a' } })
    .png()
    .toBuffer();
}

export async function webpImage(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#30508a' } }).webp().toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write(type, 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return chunk;
}

/**
 * A valid PNG of exactly `bytes` bytes: a small picture made by sharp, padded with a private
 * ancillary chunk (which every decoder skips) just before IEND.
 */
export async function pngOfExactSize(bytes: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#804020' } }).png().toBuffer();
  const iend = png.length - 12;
  const padding = bytes - png.length - 12;
  if (padding < 0) throw new Error('Target size too small');
  const padded = Buffer.concat([png.subarray(0, iend), pngChunk('prVt', Buffer.alloc(padding, 0x2a)), png.subarray(iend)]);
  if (padded.length !== bytes) throw new Error('Padding miscounted');
  return padded;
}

/**
 * A decompression bomb: a valid 20000 x 20000 PNG (400 megapixels, one bit each, all black)
 * whose file is about 50 KB. Built row by row with zlib, as encoding it with sharp takes seconds.
 */
export function pixelBombPng(side = 20_000): Buffer {
  const row = Buffer.alloc(1 + Math.ceil(side / 8));
  const raw = Buffer.alloc(row.length * side);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), pngChunk('IHDR', ihdr), pngChunk('IDAT', deflateSync(raw, { level: 9 })), pngChunk('IEND', Buffer.alloc(0))]);
}

/** What the GPS block of the test photo says, to search for afterwards. */
export const GPS_MARKER = 'REDHOPE-GPS-PUNE';

/**
 * An EXIF block (APP1) as a phone writes it: IFD0 with Orientation 6 (the camera was turned
 * 90 degrees) and a pointer to a GPS IFD holding a position in Pune and a map datum marker.
 */
function exifSegment(): Buffer {
  const entries: Buffer[] = [];
  const entry = (tag: number, type: number, count: number, value: number) => {
    const e = Buffer.alloc(12);
    e.writeUInt16LE(tag, 0);
    e.writeUInt16LE(type, 2);
    e.writeUInt32LE(count, 4);
    if (type === 3 && count === 1) e.writeUInt16LE(value, 8);
    else e.writeUInt32LE(value, 8);
    return e;
  };
  // Layout (offsets from the TIFF header): header 8, IFD0 at 8 with 2 entries (2 + 24 + 4 = 30),
  // GPS IFD at 38 with 5 entries (2 + 60 + 4 = 66), then data at 104.
  const gpsIfd = 38;
  const data = 104;
  const latitude = data;
  const longitude = data + 24;
  const marker = data + 48;
  entries.push(entry(0x0112, 3, 1, 6), entry(0x8825, 4, 1, gpsIfd));
  const ifd0 = Buffer.concat([Buffer.from([2, 0]), ...entries, Buffer.alloc(4)]);
  const gpsEntries = [
    entry(0x0001, 2, 2, 0x4e), // GPSLatitudeRef 'N'
    entry(0x0002, 5, 3, latitude),
    entry(0x0003, 2, 2, 0x45), // GPSLongitudeRef 'E'
    entry(0x0004, 5, 3, longitude),
    entry(0x0012, 2, GPS_MARKER.length + 1, marker), // GPSMapDatum
  ];
  const gps = Buffer.concat([Buffer.from([5, 0]), ...gpsEntries, Buffer.alloc(4)]);
  const rationals = (values: number[][]) => {
    const b = Buffer.alloc(values.length * 8);
    values.forEach(([n, d], i) => {
      b.writeUInt32LE(n, i * 8);
      b.writeUInt32LE(d, i * 8 + 4);
    });
    return b;
  };
  const tiff = Buffer.concat([
    Buffer.from('II*\0', 'latin1'),
    Buffer.from([8, 0, 0, 0]),
    ifd0,
    gps,
    rationals([[18, 1], [31, 1], [1234, 100]]),
    rationals([[73, 1], [51, 1], [2345, 100]]),
    Buffer.from(`${GPS_MARKER}\0`, 'latin1'),
  ]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

/** A 400 x 300 JPEG (landscape as stored) with EXIF: GPS position and Orientation 6 (upright, it is portrait). */
export async function jpegWithGps(): Promise<Buffer> {
  const jpeg = await jpegImage(400, 300);
  // Right after SOI, where cameras put APP1.
  return Buffer.concat([jpeg.subarray(0, 2), exifSegment(), jpeg.subarray(2)]);
}

/** A web page saved with an image's name: what a careless or malicious upload looks like. */
export const HTML_NAMED_JPG = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
