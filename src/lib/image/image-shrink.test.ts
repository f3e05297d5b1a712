import { describe, expect, it } from 'vitest';
import { KEEP_AS_IS_BYTES, shrinkImage, shrinkTarget } from './image-shrink';
import { fakeTools, fileOf, JPEG_HEAD, PNG_HEAD } from './test-shrink-tools';
import { pickImage } from './picked-image';

describe('shrinkTarget', () => {
  it('brings the longest side to 1600 px and keeps the proportions', () => {
    expect(shrinkTarget(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(shrinkTarget(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(shrinkTarget(4000, 1)).toEqual({ width: 1600, height: 1 });
  });

  it('never enlarges', () => {
    expect(shrinkTarget(1600, 900)).toEqual({ width: 1600, height: 900 });
    expect(shrinkTarget(640, 480)).toEqual({ width: 640, height: 480 });
  });
});

describe('shrinkImage', () => {
  it('turns a 12 MB 4000x3000 phone photo into a JPEG of 1600x1200 well under 1 MB', async () => {
    const { tools, drawn, closed } = fakeTools({ width: 4000, height: 3000 });
    const photo = fileOf(JPEG_HEAD, 12 * 1024 * 1024, 'IMG_0001.jpg', 'image/jpeg');
    const out = await shrinkImage(photo, tools);
    expect(out.type).toBe('image/jpeg');
    expect(out.size).toBe(192_000);
    expect(drawn).toEqual([{ width: 1600, height: 1200 }]);
    expect(closed()).toBe(1);
  });

  it('re-encodes a large PNG screenshot as JPEG', async () => {
    const { tools } = fakeTools({ width: 1080, height: 2400 });
    const out = await shrinkImage(fileOf(PNG_HEAD, 3 * 1024 * 1024, 'ekran.png', 'image/png'), tools);
    expect(out.type).toBe('image/jpeg');
    expect(out.size).toBe(Math.round(720 * 1600 * 0.1));
  });

  it('keeps a small image as it is', async () => {
    const { tools, drawn } = fakeTools({ width: 800, height: 600 });
    const small = fileOf(PNG_HEAD, KEEP_AS_IS_BYTES - 1, 'kucuk.png', 'image/png');
    expect(await shrinkImage(small, tools)).toBe(small);
    expect(drawn).toEqual([]);
  });
});

describe('pickImage', () => {
  it('checks the size of what was picked (above 15 MB) before reading it', async () => {
    const { tools } = fakeTools({ width: 4000, height: 3000 });
    const huge = fileOf(JPEG_HEAD, 15 * 1024 * 1024 + 1, 'dev.jpg', 'image/jpeg');
    expect(await pickImage(huge, tools)).toEqual({ ok: false, code: 'PICKED_IMAGE_TOO_LARGE' });
  });

  it('accepts a 12 MB photo and sends it shrunk, named .jpg', async () => {
    const { tools } = fakeTools({ width: 4032, height: 3024 });
    const outcome = await pickImage(
      fileOf(JPEG_HEAD, 12 * 1024 * 1024, 'IMG_1.HEIC.jpeg', 'image/jpeg'),
      tools,
    );
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.document.blob.type).toBe('image/jpeg');
    expect(outcome.document.blob.size).toBeLessThan(1024 * 1024);
    expect(outcome.document.name).toBe('IMG_1.HEIC.jpg');
    expect(outcome.document.pickedSize).toBe(12 * 1024 * 1024);
  });

  it('refuses a GIF renamed .jpg by its first bytes', async () => {
    const { tools } = fakeTools({ width: 10, height: 10 });
    const gif = fileOf([0x47, 0x49, 0x46, 0x38, 0x39, 0x61], 100, 'ehliyet.jpg', 'image/jpeg');
    expect(await pickImage(gif, tools)).toEqual({ ok: false, code: 'FILE_TYPE_INVALID' });
  });

  it('refuses bytes that look like a JPEG but do not decode', async () => {
    const { tools } = fakeTools('unreadable');
    const broken = fileOf(JPEG_HEAD, 100, 'bozuk.jpg', 'image/jpeg');
    expect(await pickImage(broken, tools)).toEqual({ ok: false, code: 'IMAGE_UNREADABLE' });
  });

  it('types a small PNG kept as it is by its bytes, whatever its name says', async () => {
    const { tools } = fakeTools({ width: 200, height: 200 });
    const outcome = await pickImage(fileOf(PNG_HEAD, 5000, 'foto.jpg', 'image/jpeg'), tools);
    expect(outcome.ok && outcome.document.blob.type).toBe('image/png');
    expect(outcome.ok && outcome.document.name).toBe('foto.png');
  });
});
