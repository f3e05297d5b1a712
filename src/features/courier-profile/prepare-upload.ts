// The one seam between a document picked on Profilim and the upload: the same checks and on-device
// shrinking as the application form (size of what was picked, JPEG or PNG by its first bytes,
// longest side 1600 px as JPEG), so a photo from a phone goes through on a slow network.
import type { ValidationCode } from '@/domain/validation-messages';
import { pickImage } from '@/lib/image/picked-image';
import type { ShrinkTools } from '@/lib/image/image-shrink';

export type PreparedUpload = { ok: true; file: File } | { ok: false; code: ValidationCode };

/** A document picked on the profile, checked and shrunk, ready to send. */
export async function prepareUpload(file: File, tools?: ShrinkTools): Promise<PreparedUpload> {
  const picked = await pickImage(file, tools);
  if (!picked.ok) return picked;
  const { blob, name } = picked.document;
  return { ok: true, file: new File([blob], name, { type: blob.type }) };
}
