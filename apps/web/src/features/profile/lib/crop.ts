import { AVATAR_ASPECT_RATIO } from '@redhope/domain';

/** A rectangle in the image's own pixels, as the cropper reports it. */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ImageSize {
  width: number;
  height: number;
}

/** The square to cut out of the image (source pixels) and the side of the JPEG drawn from it. */
export interface SquareCrop {
  sx: number;
  sy: number;
  side: number;
  outputSide: number;
}

/** Avatars are shown at most a few hundred pixels wide; a larger file only costs upload time. */
export const AVATAR_OUTPUT_MAX_SIDE = 512;
export const AVATAR_JPEG_QUALITY = 0.9;
export const AVATAR_FILE_NAME = 'avatar.jpg';

/**
 * The square (1:1) the avatar is cut from: the cropper's area in whole pixels, made exactly square
 * (its rounding can leave the sides a pixel apart) and kept inside the image. The output side is
 * the square's, capped at AVATAR_OUTPUT_MAX_SIDE.
 */
export function squareCrop(area: PixelArea, image: ImageSize, maxSide = AVATAR_OUTPUT_MAX_SIDE): SquareCrop {
  if (AVATAR_ASPECT_RATIO !== 1) throw new Error('Avatars are square');
  const limit = Math.min(image.width, image.height);
  const side = Math.max(1, Math.min(Math.round(Math.min(area.width, area.height)), limit));
  const clamp = (value: number, size: number) => Math.min(Math.max(0, Math.round(value)), size - side);
  return {
    sx: clamp(area.x, image.width),
    sy: clamp(area.y, image.height),
    side,
    outputSide: Math.min(side, maxSide),
  };
}

/** Loads an image (an object URL of the chosen file) so it can be drawn. */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read'));
    image.src = src;
  });
}

/**
 * Draws the square crop of `image` onto a square canvas and encodes it as a JPEG. JPEG has no
 * transparency: a transparent PNG is laid on white rather than turning black.
 */
export function encodeSquareJpeg(
  image: CanvasImageSource,
  crop: SquareCrop,
  createCanvas: () => HTMLCanvasElement = () => document.createElement('canvas'),
): Promise<Blob> {
  const canvas = createCanvas();
  canvas.width = crop.outputSide;
  canvas.height = crop.outputSide;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('Canvas is not available'));
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, crop.outputSide, crop.outputSide);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, crop.sx, crop.sy, crop.side, crop.side, 0, 0, crop.outputSide, crop.outputSide);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob && blob.type === 'image/jpeg' ? resolve(blob) : reject(new Error('The image could not be encoded'))),
      'image/jpeg',
      AVATAR_JPEG_QUALITY,
    );
  });
}

/** The chosen image, cropped to the cropper's square, as the JPEG file to upload. */
export async function cropToJpegFile(src: string, area: PixelArea): Promise<File> {
  const image = await loadImage(src);
  const crop = squareCrop(area, { width: image.naturalWidth, height: image.naturalHeight });
  const blob = await encodeSquareJpeg(image, crop);
  return new File([blob], AVATAR_FILE_NAME, { type: 'image/jpeg' });
}
