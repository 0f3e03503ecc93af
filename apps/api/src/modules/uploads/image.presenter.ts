import type { StoredImage, StoredVariant } from './image-profile';
import type { Image } from './models/image.model';
import { UPLOADS_PATH } from './uploads.service';

export function imageUrl(file: string): string {
  return `${UPLOADS_PATH}/${file}`;
}

/** The REST and GraphQL shape of a stored image: its size and every variant with its URL. */
export function toImageModel(image: StoredImage): Image {
  return {
    width: image.width,
    height: image.height,
    variants: [...image.variants]
      .sort((a, b) => a.width - b.width || a.format.localeCompare(b.format))
      .map((variant) => ({ name: variant.name, format: variant.format, width: variant.width, height: variant.height, url: imageUrl(variant.file) })),
  };
}

/** The URL of one size in JPEG, the format every client shows; for clients that take one URL. */
export function jpegUrl(image: StoredImage, variantName: string): string {
  const variant: StoredVariant | undefined =
    image.variants.find((v) => v.name === variantName && v.format === 'jpeg') ?? image.variants.find((v) => v.format === 'jpeg');
  return variant ? imageUrl(variant.file) : '';
}
