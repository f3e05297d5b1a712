// A courier's documents (issue 27, item 7): each file is stored once, in `documents`, and read at
// its own URL by staff and its owner only (handlers/documents.ts). Lists and profiles carry a
// DocumentRef: where the file and its thumbnail are, never the bytes.
import {
  type DocumentFacts,
  photoDataUrl,
  ownThumbnail,
  THUMBNAIL_MAX_BYTES,
  THUMBNAIL_MAX_PX,
} from '@/domain/courier-profile';
import { now } from '../clock';
import { db, nextId, type DocumentKind, type DocumentRecord } from '../db';

type ImageType = DocumentRecord['contentType'];

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function fromBase64(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * A small picture of an image: the file itself when it is small already, else a JPEG of at most
 * THUMBNAIL_MAX_PX drawn where the runtime can decode images (the browser); null otherwise (a
 * server without an image library, or bytes that do not decode): the screen shows an icon.
 */
async function makeThumbnail(
  file: Blob,
  bytes: Uint8Array,
  type: ImageType,
): Promise<{ data: string; type: ImageType } | null> {
  const own = ownThumbnail(bytes, type);
  if (own) return { data: toBase64(own.bytes), type: own.type };
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, THUMBNAIL_MAX_PX / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    for (const quality of [0.75, 0.5]) {
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
      if (blob.size <= THUMBNAIL_MAX_BYTES)
        return { data: toBase64(new Uint8Array(await blob.arrayBuffer())), type: 'image/jpeg' };
    }
    return null;
  } catch {
    return null;
  }
}

/** Stores an uploaded (already checked: JPEG or PNG, at most 5 MB) file; its id. */
export async function storeDocument(ownerId: number, kind: DocumentKind, file: Blob): Promise<number> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type: ImageType = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
  const thumbnail = await makeThumbnail(file, bytes, type);
  const record = await db.documents.create({
    documentId: nextId(db.documents.all(), (d) => d.documentId),
    ownerId,
    kind,
    contentType: type,
    size: bytes.length,
    data: toBase64(bytes),
    thumbnail: thumbnail?.data ?? null,
    thumbnailType: thumbnail?.type ?? null,
    createdAt: now(),
  });
  return record.documentId;
}

export function findDocument(documentId: number): DocumentRecord | undefined {
  return db.documents.findFirst((q) => q.where({ documentId }));
}

/** A document replaced by a new upload is gone: no second copy lingers. */
export function deleteDocuments(ids: readonly (number | null | undefined)[]): void {
  for (const documentId of ids)
    if (documentId !== null && documentId !== undefined) db.documents.delete((q) => q.where({ documentId }));
}

/** What a DocumentRef says of a stored document (src/domain/courier-profile.ts documentRef). */
export function documentFacts(documentId: number | null | undefined): DocumentFacts | null {
  const doc = documentId === null || documentId === undefined ? undefined : findDocument(documentId);
  if (!doc) return null;
  return {
    documentId: doc.documentId,
    kind: doc.kind,
    contentType: doc.contentType,
    size: doc.size,
    hasThumbnail: !!doc.thumbnail,
  };
}

/** The thumbnail as a data: URL, for the courier card's small photo (never the file). */
export function thumbnailDataUrl(documentId: number | null | undefined): string | null {
  const doc = documentId === null || documentId === undefined ? undefined : findDocument(documentId);
  return doc?.thumbnail && doc.thumbnailType
    ? photoDataUrl({ type: doc.thumbnailType, base64: doc.thumbnail })
    : null;
}
