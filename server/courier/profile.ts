// The courier's profile and documents on the database (issue 32): rows mapped to the plain facts of
// src/domain/courier-profile.ts, which writes CourierProfile and DocumentRef for both servers.
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  courierProfileWire,
  type CourierProfile,
  type DocumentContentType,
  type DocumentFacts,
  type DocumentKind,
  ownThumbnail,
} from '@/domain/courier-profile';
import type { Schema } from '../db/schema';
import { newStorageKey, type DocumentStorage } from '../storage/storage';

type Db = Kysely<Schema> | Transaction<Schema>;

/** What the references of these documents say (their size and kind, never their bytes), by id. */
export async function documentFactsOf(
  db: Db,
  ids: readonly (number | null)[],
): Promise<Map<number, DocumentFacts>> {
  const wanted = ids.filter((id): id is number => id !== null);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('documents')
    .select([
      'document_id',
      'kind',
      'content_type',
      'size',
      sql<boolean>`thumbnail is not null`.as('has_thumbnail'),
    ])
    .where('document_id', 'in', wanted)
    .execute();
  return new Map(
    rows.map((row) => [
      row.document_id,
      {
        documentId: row.document_id,
        kind: row.kind,
        contentType: row.content_type,
        size: row.size,
        hasThumbnail: row.has_thumbnail,
      },
    ]),
  );
}

/** The courier's profile (getCourierProfile and the writes that answer with it). */
export async function courierProfile(db: Db, userId: number): Promise<CourierProfile> {
  const user = await db
    .selectFrom('users')
    .select(['user_id', 'name', 'surname', 'phone', 'email', 'status', 'created_at'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const courier = await db
    .selectFrom('courier_profiles')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const ids = courier
    ? [courier.photo, courier.driving_license, courier.criminal_record_certificate, courier.tax_certificate]
    : [];
  const docs = await documentFactsOf(db, ids);
  const doc = (id: number | null | undefined) => (id == null ? null : (docs.get(id) ?? null));
  return courierProfileWire(
    {
      userId: user.user_id,
      name: user.name,
      surname: user.surname,
      phone: user.phone,
      email: user.email,
      status: user.status,
      createdAt: user.created_at.getTime(),
    },
    courier
      ? {
          identityNumber: courier.identity_number,
          workingType: courier.working_type,
          isAcceptedKVKK: courier.is_accepted_kvkk,
          address: courier.address,
          iban: courier.iban,
          isOpenToWork: courier.is_open_to_work,
          rejectReason: courier.reject_reason,
        }
      : null,
    {
      photo: doc(courier?.photo),
      drivingLicense: doc(courier?.driving_license),
      criminalRecordCertificate: doc(courier?.criminal_record_certificate),
      taxCertificate: doc(courier?.tax_certificate),
    },
  );
}

/**
 * Stores an uploaded (already checked: JPEG or PNG, at most 5 MB) file: its bytes in the storage
 * under a new key (pushed to `written`, so a caller whose transaction fails can delete them), its
 * row with the thumbnail: the file itself when it is small (the server has no image library to
 * draw a smaller one); its id.
 */
export async function storeDocument(
  trx: Transaction<Schema>,
  storage: DocumentStorage,
  file: { ownerId: number; kind: DocumentKind; contentType: DocumentContentType; bytes: Uint8Array },
  now: number,
  written: string[] = [],
): Promise<number> {
  const thumbnail = ownThumbnail(file.bytes, file.contentType);
  const key = newStorageKey();
  written.push(key);
  await storage.put(key, file.bytes);
  const row = await trx
    .insertInto('documents')
    .values({
      owner_id: file.ownerId,
      kind: file.kind,
      content_type: file.contentType,
      storage_key: key,
      size: file.bytes.length,
      thumbnail: thumbnail?.bytes ?? null,
      thumbnail_type: thumbnail?.type ?? null,
      created_at: new Date(now),
    })
    .returning('document_id')
    .executeTakeFirstOrThrow();
  return row.document_id;
}

/** Whose document this is, or undefined for an unknown id (the bytes are not read). */
export async function documentOwner(db: Db, documentId: number) {
  return db
    .selectFrom('documents')
    .select('owner_id as ownerId')
    .where('document_id', '=', documentId)
    .executeTakeFirst();
}

/** The document's file (from the storage) or its thumbnail with its content type; null when there is none. */
export async function documentFile(db: Db, storage: DocumentStorage, documentId: number, thumbnail: boolean) {
  const query = db.selectFrom('documents').where('document_id', '=', documentId);
  if (thumbnail) {
    const row = await query.select(['thumbnail as bytes', 'thumbnail_type as type']).executeTakeFirst();
    return row?.bytes && row.type ? { bytes: new Uint8Array(row.bytes), type: row.type } : null;
  }
  const row = await query.select(['bytes', 'storage_key', 'content_type as type']).executeTakeFirst();
  if (!row) return null;
  const bytes = row.storage_key ? await storage.get(row.storage_key) : row.bytes;
  return bytes ? { bytes: new Uint8Array(bytes), type: row.type } : null;
}

/**
 * Documents replaced by a new upload are gone: no second copy lingers (null ids are skipped). Their
 * rows go in the caller's transaction; the keys returned are to be deleted from the storage after
 * it commits.
 */
export async function deleteDocuments(
  trx: Transaction<Schema>,
  ids: readonly (number | null | undefined)[],
): Promise<string[]> {
  const wanted = ids.filter((id): id is number => id !== null && id !== undefined);
  if (wanted.length === 0) return [];
  const rows = await trx
    .deleteFrom('documents')
    .where('document_id', 'in', wanted)
    .returning('storage_key')
    .execute();
  return rows.flatMap((row) => (row.storage_key ? [row.storage_key] : []));
}
