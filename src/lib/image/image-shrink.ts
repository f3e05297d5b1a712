// Phone photos are 4-12 MB: shrunk on the device before upload (longest side SHRINK_MAX_SIDE px,
// JPEG), so an application goes through on a slow network. The target size is a pure function;
// decoding and drawing are passed in, so the canvas step is tested without a browser.

const SHRINK_MAX_SIDE = 1600;
const SHRINK_QUALITY = 0.85;
/** An image already within SHRINK_MAX_SIDE and at most this size is sent as it is. */
export const KEEP_AS_IS_BYTES = 1024 * 1024;

export interface Size {
  width: number;
  height: number;
}

/** The size to draw at: the longest side at most `maxSide`, the proportions kept, never enlarged. */
export function shrinkTarget(width: number, height: number, maxSide = SHRINK_MAX_SIDE): Size {
  const longest = Math.max(width, height);
  if (!(longest > maxSide)) return { width, height };
  const scale = maxSide / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** A decoded image (ImageBitmap in the browser). */
interface DecodedImage extends Size {
  close?: () => void;
}

/** The part of a 2d canvas context the shrinking uses. */
interface DrawingContext {
  fillStyle: unknown;
  fillRect(x: number, y: number, width: number, height: number): void;
  drawImage(image: never, x: number, y: number, width: number, height: number): void;
}

interface DrawingSurface {
  getContext(kind: '2d'): DrawingContext | null;
  toBlob(callback: (blob: Blob | null) => void, type: string, quality: number): void;
}

export interface ShrinkTools {
  decode: (blob: Blob) => Promise<DecodedImage>;
  surface: (size: Size) => DrawingSurface;
}

/** The browser's tools: createImageBitmap (EXIF orientation applied) and a canvas. */
export const browserShrinkTools: ShrinkTools = {
  decode: (blob) => createImageBitmap(blob),
  surface: ({ width, height }) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    return canvas as unknown as DrawingSurface;
  },
};

/**
 * The image as it is uploaded: JPEG with the longest side at most SHRINK_MAX_SIDE px. A small
 * image (within the side and KEEP_AS_IS_BYTES) is kept as it is. Rejects when the bytes cannot be
 * decoded as an image.
 */
export async function shrinkImage(blob: Blob, tools: ShrinkTools = browserShrinkTools): Promise<Blob> {
  const image = await tools.decode(blob);
  try {
    const target = shrinkTarget(image.width, image.height);
    const sameSize = target.width === image.width && target.height === image.height;
    if (sameSize && blob.size <= KEEP_AS_IS_BYTES) return blob;
    const surface = tools.surface(target);
    const context = surface.getContext('2d');
    if (!context) throw new Error('2d canvas unavailable');
    // A transparent PNG would turn black as JPEG: paint white under it.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, target.width, target.height);
    context.drawImage(image as never, 0, 0, target.width, target.height);
    const jpeg = await new Promise<Blob | null>((resolve) =>
      surface.toBlob(resolve, 'image/jpeg', SHRINK_QUALITY),
    );
    if (!jpeg) throw new Error('JPEG encoding failed');
    // Re-encoding a small, already compressed image may make it bigger: keep the smaller one.
    return sameSize && jpeg.size >= blob.size ? blob : jpeg;
  } finally {
    image.close?.();
  }
}
