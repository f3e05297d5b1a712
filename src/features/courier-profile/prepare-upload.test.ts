import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '@/domain/validators';
import { prepareUpload } from './prepare-upload';

const file = (type: string, size: number) => new File([new Uint8Array(size)], 'belge', { type });

describe('prepareUpload: the document a courier picked on the profile', () => {
  it('passes a jpeg or png within the limit as it is', async () => {
    const png = file('image/png', 1000);
    expect(await prepareUpload(png)).toEqual({ ok: true, file: png });
    expect((await prepareUpload(file('image/jpeg', PHOTO_MAX_BYTES))).ok).toBe(true);
  });

  it('refuses another type and a file over the limit with their catalogue codes', async () => {
    expect(await prepareUpload(file('image/gif', 10))).toEqual({ ok: false, code: 'FILE_TYPE_INVALID' });
    expect(await prepareUpload(file('image/png', PHOTO_MAX_BYTES + 1))).toEqual({
      ok: false,
      code: 'PHOTO_TOO_LARGE',
    });
  });
});
