// Test support for the image checks and shrinking: files with real first bytes, and a stand-in
// for the browser's decoder and canvas (jsdom has neither).
import { expect } from 'vitest';
import type { ShrinkTools, Size } from './image-shrink';

export const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
export const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];

export function fileOf(head: number[], size: number, name: string, type: string): File {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type });
}

/**
 * A stand-in for createImageBitmap and the canvas: "decodes" to the given size and "encodes" a
 * JPEG of about 0.1 byte per pixel (what 85% quality gives a photo), recording what was drawn.
 */
export function fakeTools(decoded: Size | 'unreadable') {
  const drawn: Size[] = [];
  let closed = 0;
  const tools: ShrinkTools = {
    decode: async () => {
      if (decoded === 'unreadable') throw new DOMException('The source image could not be decoded.');
      return { ...decoded, close: () => void closed++ };
    },
    surface: (size) => ({
      getContext: () => ({
        fillStyle: '',
        fillRect: () => undefined,
        drawImage: (_image: unknown, _x: number, _y: number, width: number, height: number) =>
          void drawn.push({ width, height }),
      }),
      toBlob: (callback, type, quality) => {
        expect(quality).toBeGreaterThan(0.5);
        callback(new Blob([new Uint8Array(Math.round(size.width * size.height * 0.1))], { type }));
      },
    }),
  };
  return { tools, drawn, closed: () => closed };
}
