// A document photo as the person picked it: checked (size of what was picked, kind by its first
// bytes), then shrunk for upload.
import type { ValidationCode } from '@/domain/validation-messages';
import { fileKindOf, PHOTO_MAX_BYTES, PICKED_IMAGE_MAX_BYTES } from '@/domain/validators';
import { browserShrinkTools, shrinkImage, type ShrinkTools } from './image-shrink';

/** A document kept in the draft (IndexedDB) and sent with the application. */
export interface StoredDocument {
  blob: Blob;
  /** The picked file's name, with the extension of what is sent. */
  name: string;
  /** The size of what was picked, before shrinking. */
  pickedSize: number;
}

export type PickOutcome = { ok: true; document: StoredDocument } | { ok: false; code: ValidationCode };

function uploadName(name: string, type: string): string {
  const base = name.replace(/\.[^.]*$/, '') || 'belge';
  return `${base}.${type === 'image/png' ? 'png' : 'jpg'}`;
}

/** Reads the first bytes: a GIF or a text renamed .jpg is refused here, as the server would. */
async function kindOfFile(file: Blob): Promise<ReturnType<typeof fileKindOf>> {
  return fileKindOf(new Uint8Array(await file.slice(0, 8).arrayBuffer()));
}

export async function pickImage(file: File, tools: ShrinkTools = browserShrinkTools): Promise<PickOutcome> {
  if (file.size > PICKED_IMAGE_MAX_BYTES) return { ok: false, code: 'PICKED_IMAGE_TOO_LARGE' };
  const kind = await kindOfFile(file);
  if (kind !== 'jpeg' && kind !== 'png') return { ok: false, code: 'FILE_TYPE_INVALID' };
  let blob: Blob;
  try {
    blob = await shrinkImage(file, tools);
  } catch {
    return { ok: false, code: 'IMAGE_UNREADABLE' };
  }
  if (blob.size > PHOTO_MAX_BYTES) return { ok: false, code: 'PHOTO_TOO_LARGE' };
  // A shrunk image is JPEG; a kept original is typed by its bytes, whatever its name said.
  const typed = blob === file ? new Blob([file], { type: `image/${kind}` }) : blob;
  return {
    ok: true,
    document: { blob: typed, name: uploadName(file.name, typed.type), pickedSize: file.size },
  };
}
