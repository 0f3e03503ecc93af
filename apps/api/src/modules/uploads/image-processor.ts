import { availableParallelism } from 'node:os';
import { Injectable } from '@nestjs/common';
import { IMAGE_MESSAGES, isAcceptedImageType } from '@redhope/domain';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../common/errors/app-error';
import { ServiceUnavailableError } from '../../common/errors/database-unavailable';
import { CONTENT_TYPES, IMAGE_FORMATS, type ImageFormat, type ImageProfile, type ImageVariantSpec } from './image-profile';

/**
 * The largest picture decoded, in pixels: a 48-megapixel phone photo fits. Above it a small file
 * can still expand to gigabytes in memory (a decompression bomb), so it is refused before decoding;
 * libvips checks this on the header alone.
 */
export const IMAGE_MAX_PIXELS = 50_000_000;

// Each upload is decoded once per variant; nothing is reused between uploads, so libvips' operation
// cache would only hold memory.
sharp.cache(false);
// One libvips thread per image: images are processed side by side by the gate below instead, so
// the work never takes more cores than the gate allows.
sharp.concurrency(1);

/**
 * Images decoded at once: one core left for everything else (the event loop answering other
 * requests), at least one. A 7000x7000 16-bit PNG takes seconds of CPU; six at once must neither
 * starve other requests nor multiply the memory.
 */
export const IMAGE_WORKERS = Math.max(1, availableParallelism() - 1);

export interface EncodedVariant {
  name: string;
  format: ImageFormat;
  width: number;
  height: number;
  body: Buffer;
  contentType: string;
}

export interface ProcessedImage {
  width: number;
  height: number;
  variants: EncodedVariant[];
}

/**
 * Uploads waiting for a decoder, at most: each holds its file (up to 10 MB) in memory while it
 * waits, and the per-address budgets bound arrivals from one address, not from many. Past it an
 * upload answers 503 with Retry-After rather than queueing without end.
 */
export const IMAGE_QUEUE_MAX = 16;

/** Seconds a client is told to wait before sending an upload again when the queue is full. */
const IMAGE_QUEUE_RETRY_AFTER_SECONDS = 5;

/** A simple counting semaphore: decoding is CPU and memory heavy, so only a few run at once, and a bounded few wait. */
export class Gate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly limit: number,
    private readonly maxWaiting = Number.POSITIVE_INFINITY,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) {
      if (this.waiting.length >= this.maxWaiting) throw new ServiceUnavailableError(IMAGE_QUEUE_RETRY_AFTER_SECONDS);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.active++;
    try {
      return await work();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }
}

function encode(pipeline: Sharp, format: ImageFormat): Sharp {
  // JPEG has no transparency: a transparent PNG's background becomes white, not black.
  return format === 'webp' ? pipeline.webp({ quality: 80, effort: 4 }) : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 82, progressive: true });
}

function resize(pipeline: Sharp, spec: ImageVariantSpec): Sharp {
  return pipeline.resize({ width: spec.width, height: spec.height, fit: spec.fit ?? 'inside', withoutEnlargement: true });
}

/**
 * Turns an upload into the variants a profile asks for. The type is decided by the file's magic
 * bytes (a page named .jpg is not an image); the picture is turned upright from its EXIF
 * orientation and re-encoded, which drops every piece of metadata (GPS position, camera, ICC).
 */
@Injectable()
export class ImageProcessor {
  private readonly gate = new Gate(IMAGE_WORKERS, IMAGE_QUEUE_MAX);

  async process(upload: Buffer, profile: ImageProfile): Promise<ProcessedImage> {
    const detected = await fileTypeFromBuffer(upload);
    if (!detected || !isAcceptedImageType(detected.mime)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_MESSAGES.unsupportedType);
    return this.gate.run(async () => {
      const source = sharp(upload, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error', animated: false });
      const metadata = await source.metadata().catch((error: unknown) => {
        throw this.decodeError(error);
      });
      const upright = metadata.autoOrient ?? { width: metadata.width, height: metadata.height };
      const variants: EncodedVariant[] = [];
      try {
        // Decoded once, streaming, into an upright 8-bit sRGB picture no larger than the largest
        // variant needs (every side at least as long as the variants', so no variant loses detail);
        // the variants are made from that. A 7000x7000 16-bit PNG is then never held whole.
        const width = Math.max(...profile.variants.map((spec) => spec.width));
        const height = Math.max(...profile.variants.map((spec) => spec.height ?? spec.width));
        const base = await source
          .clone()
          .rotate()
          .resize({ width, height, fit: 'outside', withoutEnlargement: true })
          .toColourspace('srgb')
          .raw({ depth: 'uchar' })
          .toBuffer({ resolveWithObject: true });
        const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
        for (const spec of profile.variants) {
          for (const format of IMAGE_FORMATS) {
            const { data, info } = await encode(resize(sharp(base.data, { raw }), spec), format).toBuffer({ resolveWithObject: true });
            variants.push({ name: spec.name, format, width: info.width, height: info.height, body: data, contentType: CONTENT_TYPES[format] });
          }
        }
      } catch (error) {
        throw this.decodeError(error);
      }
      return { width: upright.width, height: upright.height, variants };
    });
  }

  private decodeError(error: unknown): AppError {
    if (error instanceof Error && /pixel limit/i.test(error.message)) return new AppError('PAYLOAD_TOO_LARGE', IMAGE_MESSAGES.tooManyPixels);
    // A file whose header says JPEG but whose data is not (truncated, corrupt, crafted).
    return new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_MESSAGES.unreadable);
  }
}
