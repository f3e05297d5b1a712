// The server clock (docs/server.md "Clock"): real time plus an offset kept in the database, so
// every process on one database reads the same time. Rules get `now` from here, never from SQL
// now(). Only test mode moves it (POST /__mock/clock).
import type { Kysely } from 'kysely';
import type { Schema } from './db/schema';

export interface Clock {
  /** Milliseconds since the epoch, server time. */
  now(): Promise<number>;
  offsetMs(): Promise<number>;
  advance(minutes: number): Promise<number>;
}

export function databaseClock(db: Kysely<Schema>, realNow: () => number = Date.now): Clock {
  const offsetMs = async () =>
    (await db.selectFrom('server_clock').select('offset_ms').where('id', '=', 1).executeTakeFirstOrThrow())
      .offset_ms;
  return {
    offsetMs,
    now: async () => realNow() + (await offsetMs()),
    advance: async (minutes) => {
      const row = await db
        .updateTable('server_clock')
        .set((eb) => ({ offset_ms: eb('offset_ms', '+', Math.round(minutes * 60_000)) }))
        .where('id', '=', 1)
        .returning('offset_ms')
        .executeTakeFirstOrThrow();
      return realNow() + row.offset_ms;
    },
  };
}
