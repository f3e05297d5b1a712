// Rows stored before migration 0006 keep their bytes in the `documents` table; at start each is put
// into the document storage and its row given the key, a few at a time, each row in its own short
// transaction (locked, skipped if another process has it). Until then GET /documents/{id} reads
// the row's bytes, so nothing is unreadable in between.
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { deleteQuietly, newStorageKey, type DocumentStorage } from './storage';

/** Moves every row's bytes to the storage; how many moved. */
export async function moveBytesToStorage(db: Kysely<Schema>, storage: DocumentStorage): Promise<number> {
  let moved = 0;
  for (;;) {
    const done = await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('documents')
        .select(['document_id', 'bytes'])
        .where('bytes', 'is not', null)
        .orderBy('document_id')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!row?.bytes) return true;
      const key = newStorageKey();
      await storage.put(key, new Uint8Array(row.bytes));
      try {
        await trx
          .updateTable('documents')
          .set({ storage_key: key, bytes: null })
          .where('document_id', '=', row.document_id)
          .execute();
      } catch (error) {
        await deleteQuietly(storage, [key]);
        throw error;
      }
      return false;
    });
    if (done) return moved;
    moved += 1;
  }
}
