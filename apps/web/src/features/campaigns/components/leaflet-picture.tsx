import { Box } from '@chakra-ui/react';

export interface LeafletImage {
  width: number;
  height: number;
  variants: readonly { name: string; format: string; url: string; width: number; height: number }[];
}

/**
 * A leaflet at one stored size (`card` or `detail`), WebP with a JPEG fallback, its box sized from
 * the picture's own aspect ratio before it loads, so nothing below it moves.
 */
export function LeafletPicture({ image, size, alt, eager = false }: { image: LeafletImage; size: string; alt: string; eager?: boolean }) {
  const ofSize = image.variants.filter((variant) => variant.name === size);
  const variants = ofSize.length > 0 ? ofSize : image.variants;
  const jpeg = variants.find((variant) => variant.format === 'jpeg') ?? variants[0];
  const webp = variants.find((variant) => variant.format === 'webp');
  if (!jpeg) return null;
  return (
    <Box asChild display="block" maxW="full">
      <picture>
        {webp && <source srcSet={webp.url} type="image/webp" />}
        <img
          src={jpeg.url}
          alt={alt}
          width={jpeg.width || image.width}
          height={jpeg.height || image.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          style={{ display: 'block', width: '100%', height: 'auto', maxWidth: `${jpeg.width || image.width}px` }}
        />
      </picture>
    </Box>
  );
}
