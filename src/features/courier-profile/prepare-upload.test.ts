import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, PICKED_IMAGE_MAX_BYTES } from '@/domain/validators';
import { fakeTools, fileOf, JPEG_HEAD, PNG_HEAD } from '@/lib/image/test-shrink-tools';
import { prepareUpload } from './prepare-upload';

const GIF_HEAD = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];

describe('prepareUpload: a document picked on Profilim, checked and shrunk like the application', () => {
  it('shrinks a phone photo to a JPEG within the limit, named for what is sent', async () => {
    const { tools, drawn } = fakeTools({ width: 4000, height: 3000 });
    const photo = fileOf(JPEG_HEAD, 9 * 1024 * 1024, 'IMG_0042.jpeg', 'image/jpeg');
    const prepared = await prepareUpload(photo, tools);
    if (!prepared.ok) throw new Error(prepared.code);
    expect(drawn).toEqual([{ width: 1600, height: 1200 }]);
    expect(prepared.file.type).toBe('image/jpeg');
    expect(prepared.file.name).toBe('IMG_0042.jpg');
    expect(prepared.file.size).toBeLessThanOrEqual(PHOTO_MAX_BYTES);
  });

  it('refuses a GIF named .png by its bytes, and a picked file above the limit', async () => {
    const { tools } = fakeTools({ width: 100, height: 100 });
    expect(await prepareUpload(fileOf(GIF_HEAD, 100, 'ehliyet.png', 'image/png'), tools)).toEqual({
      ok: false,
      code: 'FILE_TYPE_INVALID',
    });
    const huge = fileOf(PNG_HEAD, PICKED_IMAGE_MAX_BYTES + 1, 'scan.png', 'image/png');
    expect(await prepareUpload(huge, tools)).toEqual({ ok: false, code: 'PICKED_IMAGE_TOO_LARGE' });
  });

  it('says so when the bytes cannot be read as an image', async () => {
    const { tools } = fakeTools('unreadable');
    expect(await prepareUpload(fileOf(PNG_HEAD, 100, 'belge.png', 'image/png'), tools)).toEqual({
      ok: false,
      code: 'IMAGE_UNREADABLE',
    });
  });
});
