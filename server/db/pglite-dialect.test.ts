// @vitest-environment node
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PGliteDialect } from './pglite-dialect';

interface Db {
  note: { id: number; text: string };
}

let pglite: PGlite;
let db: Kysely<Db>;

beforeAll(async () => {
  pglite = new PGlite();
  db = new Kysely<Db>({ dialect: new PGliteDialect(pglite) });
  await sql`create table note (id int primary key, text text not null)`.execute(db);
}, 60_000);
afterAll(() => db.destroy());
beforeEach(async () => {
  await db.deleteFrom('note').execute();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PGliteDialect (one session, one holder at a time)', () => {
  it("keeps another caller's statement out of an open transaction", async () => {
    // Without the lock, B's insert would run inside A's transaction and vanish with its rollback.
    const a = db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('note').values({ id: 1, text: 'a' }).execute();
        await pause(30);
        throw new Error('A gives up');
      })
      .catch((error: Error) => error.message);
    await pause(5);
    const b = db.insertInto('note').values({ id: 2, text: 'b' }).execute();
    expect(await a).toBe('A gives up');
    await b;
    expect(await db.selectFrom('note').select(['id', 'text']).orderBy('id').execute()).toEqual([
      { id: 2, text: 'b' },
    ]);
  });

  it('releases the session after a failed statement, and the failed transaction left nothing', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('note').values({ id: 1, text: 'a' }).execute();
        await trx.insertInto('note').values({ id: 1, text: 'again' }).execute(); // duplicate key
      }),
    ).rejects.toThrow();
    await db.insertInto('note').values({ id: 3, text: 'c' }).execute();
    expect(await db.selectFrom('note').select('id').execute()).toEqual([{ id: 3 }]);
  });

  it('counts the rows a write touched, and runs a parameterless script of several statements', async () => {
    await sql.raw("insert into note values (1, 'x'); insert into note values (2, 'y')").execute(db);
    const result = await db.updateTable('note').set({ text: 'z' }).where('id', '>', 0).executeTakeFirst();
    expect(result.numUpdatedRows).toBe(2n);
    const deleted = await db.deleteFrom('note').where('id', '=', 1).executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(1n);
  });
});
