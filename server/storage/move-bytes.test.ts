// @vitest-environment node
// Rows stored before migration 0006 (bytes in the table) are read from the row until the start moves
// their bytes to the storage; then they are read from the storage, the row keeping only the key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentFile } from '../courier/profile';
import { openDatabase, type Database } from '../db/database';
import { readGeographyFromFiles } from '../geo';
import { resetToDemo } from '../seed';
import { moveBytesToStorage } from './move-bytes';
import { memoryStorage } from './storage';

let database: Database;

beforeAll(async () => {
  readGeographyFromFiles();
  database = await openDatabase({ dataDir: 'memory://' });
}, 60_000);
afterAll(() => database.close());

describe('moving old rows’ bytes to the storage', () => {
  it('reads an old row from the table, moves it once, then reads it from the storage', async () => {
    const storage = memoryStorage();
    await database.db.transaction().execute((trx) => resetToDemo(trx, Date.now(), storage));
    const old = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 42]);
    const row = await database.db
      .updateTable('documents')
      .set({ bytes: old, storage_key: null, size: old.length })
      .where('document_id', '=', 1)
      .returning('document_id')
      .executeTakeFirstOrThrow();
    expect(await documentFile(database.db, storage, row.document_id, false)).toMatchObject({ bytes: old });
    expect(await moveBytesToStorage(database.db, storage)).toBe(1);
    expect(await moveBytesToStorage(database.db, storage)).toBe(0);
    const moved = await database.db
      .selectFrom('documents')
      .select(['bytes', 'storage_key'])
      .where('document_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(moved.bytes).toBeNull();
    expect(await storage.get(moved.storage_key!)).toEqual(old);
    expect(await documentFile(database.db, storage, 1, false)).toMatchObject({ bytes: old });
  }, 60_000);
});
