// The one seam between a picked file and the upload: today the file goes as it is (within the
// size limit); the on-device shrinking of courier-apply plugs in here.
import { PHOTO_MAX_BYTES } from '@/domain/validators';
import type { ValidationCode } from '@/domain/validation-messages';

export type PreparedUpload = { ok: true; file: File } | { ok: false; code: ValidationCode };

const IMAGE_TYPES = ['image/jpeg', 'image/png'];

/** A document picked on the profile: jpeg or png, at most PHOTO_MAX_BYTES, ready to send. */
export async function prepareUpload(file: File): Promise<PreparedUpload> {
  if (!IMAGE_TYPES.includes(file.type)) return { ok: false, code: 'FILE_TYPE_INVALID' };
  if (file.size > PHOTO_MAX_BYTES) return { ok: false, code: 'PHOTO_TOO_LARGE' };
  return { ok: true, file };
}
