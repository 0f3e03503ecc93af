/**
 * Uploaded images (leaflets, avatars): the types accepted, decided by the file's content, never its
 * name. The size cap is IMAGE_MAX_BYTES (limits.ts).
 */
export const IMAGE_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_ACCEPTED_TYPES)[number];

export function isAcceptedImageType(value: unknown): value is ImageType {
  return typeof value === 'string' && (IMAGE_ACCEPTED_TYPES as readonly string[]).includes(value);
}

export const IMAGE_MESSAGES = {
  unsupportedType: 'Only JPEG, PNG or WebP images are accepted',
  unreadable: 'The image could not be read',
  tooManyPixels: 'The image dimensions are too large',
} as const;
