import { IMAGE_MAX_BYTES } from '@redhope/domain';
import { describe, expect, it, vi } from 'vitest';
import { AVATAR_JPEG_QUALITY, AVATAR_OUTPUT_MAX_SIDE, encodeSquareJpeg, squareCrop } from '../lib/crop';

/**
 * The crop-to-JPEG step, in two halves: the square cut (plain arithmetic, checked here in full)
 * and the encoding (a canvas: jsdom has none, so a recording stand-in checks what is asked of it;
 * the real encoding, square JPEG bytes included, is checked in Chromium by the profile journey).
 */
describe('squareCrop', () => {
  it("makes the cropper's area an exact square in whole pixels", () => {
    // The cropper's rounding can leave the sides a pixel apart.
    expect(squareCrop({ x: 10.4, y: 20.6, width: 300.2, height: 299.4 }, { width: 1000, height: 800 })).toEqual({
      sx: 10,
      sy: 21,
      side: 299,
      outputSide: 299,
    });
  });

  it('keeps the square inside the image', () => {
    expect(squareCrop({ x: 900, y: -3, width: 300, height: 300 }, { width: 1000, height: 800 })).toEqual({
      sx: 700,
      sy: 0,
      side: 300,
      outputSide: 300,
    });
    // Never larger than the image's shorter side.
    expect(squareCrop({ x: 0, y: 0, width: 900, height: 900 }, { width: 1000, height: 600 })).toMatchObject({ side: 600, sx: 0, sy: 0 });
  });

  it('caps the output side, and never gives an empty image', () => {
    expect(squareCrop({ x: 0, y: 0, width: 2000, height: 2000 }, { width: 3000, height: 2000 })).toMatchObject({
      side: 2000,
      outputSide: AVATAR_OUTPUT_MAX_SIDE,
    });
    expect(squareCrop({ x: 5, y: 5, width: 0.2, height: 0.2 }, { width: 10, height: 10 })).toMatchObject({ side: 1, outputSide: 1 });
  });
});

/** A canvas that records what is drawn and answers toBlob with a blob of the asked type (or `answerType`). */
function recordingCanvas(answerType?: string) {
  const calls: unknown[][] = [];
  const context = {
    fillStyle: '',
    imageSmoothingQuality: 'low',
    fillRect: (...args: unknown[]) => calls.push(['fillRect', ...args]),
    drawImage: (...args: unknown[]) => calls.push(['drawImage', ...args]),
  };
  const canvas = {
    width: 0,
    height: 0,
    getContext: vi.fn(() => context),
    toBlob: vi.fn((callback: (blob: Blob | null) => void, type: string, quality: number) => {
      calls.push(['toBlob', type, quality]);
      callback(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: answerType ?? type }));
    }),
  };
  return { canvas: canvas as unknown as HTMLCanvasElement, context, calls };
}

describe('encodeSquareJpeg', () => {
  const image = {} as CanvasImageSource;

  it('draws the square onto a square canvas, on white, and asks for a JPEG', async () => {
    const { canvas, context, calls } = recordingCanvas();
    const blob = await encodeSquareJpeg(image, { sx: 40, sy: 10, side: 800, outputSide: 512 }, () => canvas);

    expect(canvas.width).toBe(512);
    expect(canvas.height).toBe(512);
    expect(context.fillStyle).toBe('#ffffff');
    expect(calls).toEqual([
      ['fillRect', 0, 0, 512, 512],
      ['drawImage', image, 40, 10, 800, 800, 0, 0, 512, 512],
      ['toBlob', 'image/jpeg', AVATAR_JPEG_QUALITY],
    ]);
    expect(blob.type).toBe('image/jpeg');
    expect(blob.size).toBeLessThan(IMAGE_MAX_BYTES);
  });

  it('refuses a browser that answers with another format instead of a JPEG', async () => {
    const { canvas } = recordingCanvas('image/png');
    await expect(encodeSquareJpeg(image, { sx: 0, sy: 0, side: 10, outputSide: 10 }, () => canvas)).rejects.toThrow('could not be encoded');
  });

  it('refuses when there is no 2D canvas', async () => {
    const canvas = { getContext: () => null } as unknown as HTMLCanvasElement;
    await expect(encodeSquareJpeg(image, { sx: 0, sy: 0, side: 10, outputSide: 10 }, () => canvas)).rejects.toThrow('Canvas');
  });
});
