import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { IMAGE_MAX_BYTES } from '@redhope/domain';
import type { UploadArgument } from './upload.scalar';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { JobsService } from '../../common/jobs/jobs.service';
import { FILE_EXTENSIONS, type ImageProfile, type StoredImage, type StoredVariant } from './image-profile';
import { ImageProcessor } from './image-processor';
import { IMAGE_STORAGE, type ImageStorage } from './storage/image-storage';

/** An image nobody attached within this long was left by a failed or interrupted create. */
const UNATTACHED_GRACE_MS = 60 * 60_000;
const SWEEP_BATCH = 100;

/** Where stored files are served (GET /uploads/<file>). */
export const UPLOADS_PATH = '/uploads';

/**
 * Uploaded images, for every feature (leaflets, avatars). An upload is checked and re-encoded into
 * the profile's variants; the original is never kept. The life of a stored image:
 *
 * 1. `store` writes a ledger row, then the files, and returns the StoredImage;
 * 2. the feature inserts its row holding `image.key` in a column watched by the database trigger
 *    `track_stored_image`, which marks the image attached in the same transaction (or fails it);
 * 3. if that insert fails, the feature calls `discard(image.key)`;
 * 4. deleting or replacing the row releases the image (the trigger again, whatever deleted it,
 *    a cascade included); the feature then calls `discard` to delete the files at once.
 *
 * Whatever a crash or a storage failure interrupts, the sweeper finishes: it deletes the files of
 * every released image, and of every image left unattached for an hour.
 */
@Injectable()
export class UploadsService implements OnModuleInit {
  private readonly logger = new Logger('Uploads');

  constructor(
    private readonly dataSource: DataSource,
    private readonly processor: ImageProcessor,
    @Inject(IMAGE_STORAGE) private readonly storage: ImageStorage,
    private readonly jobs: JobsService,
  ) {}

  onModuleInit(): void {
    // A scheduled job: one run per slot across instances (rows are claimed with SKIP LOCKED anyway).
    this.jobs.register({ name: 'uploads.sweep', handler: async () => void (await this.sweep()), policy: 'singleton' });
    this.jobs.schedule('uploads.sweep', '*/5 * * * *');
  }

  /** Checks, re-encodes and stores an upload (at most IMAGE_MAX_BYTES) as the profile's variants. */
  async store(upload: Buffer, profile: ImageProfile): Promise<StoredImage> {
    if (upload.length > IMAGE_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', profile.tooLargeMessage);
    const processed = await this.processor.process(upload, profile);
    const key = randomUUID();
    const variants: StoredVariant[] = processed.variants.map((variant) => ({
      name: variant.name,
      format: variant.format,
      width: variant.width,
      height: variant.height,
      file: `${key}-${variant.name}.${FILE_EXTENSIONS[variant.format]}`,
      bytes: variant.body.length,
    }));
    const files = variants.map((variant) => variant.file);
    await this.dataSource.query(`INSERT INTO "stored_images" ("key", "kind", "files") VALUES ($1, $2, $3)`, [key, profile.kind, files]);
    try {
      await Promise.all(processed.variants.map((variant, index) => this.storage.put(files[index], variant.body, variant.contentType)));
    } catch (error) {
      await this.discard(key);
      throw error;
    }
    return { key, width: processed.width, height: processed.height, variants };
  }

  /** Reads a GraphQL upload into memory, refusing it past IMAGE_MAX_BYTES without reading further. */
  async read(upload: UploadArgument, profile: ImageProfile): Promise<Buffer> {
    const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', profile.tooLargeMessage);
    let stream;
    try {
      stream = (await upload).createReadStream();
    } catch (error) {
      throw (error as { status?: number }).status === 413 ? tooLarge() : new AppError('BAD_REQUEST', 'The upload could not be read');
    }
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of stream) {
        size += (chunk as Buffer).length;
        if (size > IMAGE_MAX_BYTES) throw tooLarge();
        chunks.push(chunk as Buffer);
      }
    } catch (error) {
      stream.destroy();
      if (error instanceof AppError) throw error;
      // graphql-upload ends the stream with a 413 error when the file passes its own cap.
      throw (error as { status?: number }).status === 413 ? tooLarge() : new AppError('BAD_REQUEST', 'The upload could not be read');
    }
    return Buffer.concat(chunks, size);
  }

  /**
   * Deletes the files of an image no row uses (after a failed create, or once its row let it go).
   * Never throws: what it cannot delete now, the sweeper deletes later.
   */
  async discard(key: string): Promise<void> {
    try {
      const rows = (await this.dataSource.query(`SELECT "files" FROM "stored_images" WHERE "key" = $1 AND NOT "attached"`, [key])) as { files: string[] }[];
      if (rows.length === 0) return;
      await this.storage.remove(rows[0].files);
      await this.dataSource.query(`DELETE FROM "stored_images" WHERE "key" = $1 AND NOT "attached"`, [key]);
    } catch (error) {
      this.logFailure('discard', error);
    }
  }

  /** Deletes released images and those left unattached; returns how many were deleted. */
  async sweep(now: Date = new Date()): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows = (await manager.query(
        `SELECT "key", "files" FROM "stored_images"
          WHERE NOT "attached" AND ("released_at" IS NOT NULL OR "created_at" < $1)
          ORDER BY "created_at" LIMIT ${SWEEP_BATCH} FOR UPDATE SKIP LOCKED`,
        [new Date(now.getTime() - UNATTACHED_GRACE_MS)],
      )) as { key: string; files: string[] }[];
      if (rows.length === 0) return 0;
      await this.storage.remove(rows.flatMap((row) => row.files));
      await manager.query(`DELETE FROM "stored_images" WHERE "key" = ANY($1::uuid[])`, [rows.map((row) => row.key)]);
      return rows.length;
    });
  }

  private logFailure(what: string, error: unknown): void {
    const err = error instanceof Error ? error : new Error('Non-error thrown');
    this.logger.error(`Uploads ${what} failed: ${err.name}`, err.stack?.split('\n').slice(1).join('\n'));
  }
}
