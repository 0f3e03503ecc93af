/** The encodings every variant is stored in: WebP for browsers that take it, JPEG for the rest. */
export const IMAGE_FORMATS = ['webp', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const FILE_EXTENSIONS: Readonly<Record<ImageFormat, string>> = { webp: 'webp', jpeg: 'jpg' };
export const CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = { webp: 'image/webp', jpeg: 'image/jpeg' };

export interface ImageVariantSpec {
  /** Names the size by where it is shown (`card`, `detail`); part of the file name. */
  name: string;
  /** At most this wide; narrower images are never enlarged. */
  width: number;
  /** At most this high; without it, only the width bounds the variant. */
  height?: number;
  /** `cover` crops to exactly width x height (avatars); `inside` keeps the whole picture (leaflets). */
  fit?: 'inside' | 'cover';
}

/** What a feature stores an upload as: the sizes its pages show, and its own "too large" text. */
export interface ImageProfile {
  /** Recorded with every stored image, to tell leaflets from avatars. */
  kind: string;
  variants: readonly ImageVariantSpec[];
  /** The product's text for an upload over IMAGE_MAX_BYTES (the leaflet and the avatar differ). */
  tooLargeMessage: string;
}

/** One stored file: a variant in one format. */
export interface StoredVariant {
  name: string;
  format: ImageFormat;
  width: number;
  height: number;
  /** The generated file name, as served under /uploads/. */
  file: string;
  bytes: number;
}

/**
 * An uploaded image as stored: never the original upload, only re-encoded variants. Features keep
 * this object with their row (its `key` in a column that the stored_images trigger tracks).
 */
export interface StoredImage {
  key: string;
  /** The upright picture's size as uploaded, for its aspect ratio. */
  width: number;
  height: number;
  variants: StoredVariant[];
}

const FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-[a-z0-9]{1,20}\.(webp|jpg)$/;

/** A name the uploads module could have generated; anything else (paths, dots) is never looked up. */
export function isStoredFileName(name: string): boolean {
  return FILE_NAME.test(name);
}

export function contentTypeOf(file: string): string {
  return file.endsWith('.webp') ? CONTENT_TYPES.webp : CONTENT_TYPES.jpeg;
}
