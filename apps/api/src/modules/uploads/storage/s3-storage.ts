import { DeleteObjectsCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { S3Config } from '../../../config/config';
import { contentTypeOf, isStoredFileName } from '../image-profile';
import { IMMUTABLE_CACHE_CONTROL, type ImageStorage, type StoredFile } from './image-storage';

/** DeleteObjects takes at most this many keys per call. */
const DELETE_BATCH = 1000;

/**
 * An S3-compatible bucket (AWS S3, MinIO): shared by every app instance. Files are served through
 * the app (GET /uploads/...), so the bucket stays private and the pages keep one origin.
 */
export class S3Storage implements ImageStorage {
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // S3-compatible servers differ in the newer checksum headers; send them only where required.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  async put(file: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.key(file),
        Body: body,
        // The SDK cannot size a stream itself; the length is known after re-encoding.
        ContentLength: body.length,
        ContentType: contentType,
        CacheControl: IMMUTABLE_CACHE_CONTROL,
      }),
    );
  }

  async open(file: string): Promise<StoredFile | null> {
    if (!isStoredFileName(file)) return null;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.key(file) }));
      if (!(object.Body instanceof Readable)) throw new Error('Unexpected S3 body type');
      return { body: object.Body, contentType: object.ContentType ?? contentTypeOf(file), length: object.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) return null;
      throw error;
    }
  }

  async remove(files: readonly string[]): Promise<void> {
    const keys = files.filter(isStoredFileName).map((file) => ({ Key: this.key(file) }));
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const result = await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.config.bucket, Delete: { Objects: keys.slice(start, start + DELETE_BATCH), Quiet: true } }),
      );
      if (result.Errors?.length) throw new Error(`S3 refused to delete ${result.Errors.length} object(s)`);
    }
  }

  /** Closes the client's sockets on shutdown. */
  destroy(): void {
    this.client.destroy();
  }

  private key(file: string): string {
    if (!isStoredFileName(file)) throw new Error('Not a stored file name');
    return `${this.config.prefix}${file}`;
  }
}
