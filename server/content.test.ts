// @vitest-environment node
// What the API suites cannot see of the content tables: no operation reads feedback back, so what
// a feedback stores (and that a refusal or a replay stores nothing more) is read from the table
// here, and the tables' CHECKs refuse what the rules refuse when a row is written directly.
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { databaseClock } from './clock';
import { openDatabase, type Database } from './db/database';

let database: Database;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  app = createApp({
    database,
    clock: databaseClock(database.db, () => Date.now()),
    testMode: true,
    tokenSecret: new Uint8Array(32),
  });
}, 60_000);
afterAll(() => database.close());
beforeEach(async () => {
  await app.fetch(new Request('http://localhost/api/v1/__mock/reset', { method: 'POST' }));
}, 60_000);

const valid = { topic: 'gonderi', message: 'Kurye paketi zamanında getirdi, teşekkürler.' };

async function send(body: unknown, headers: Record<string, string> = {}) {
  const response = await app.fetch(
    new Request('http://localhost/api/v1/feedback', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...headers },
    }),
  );
  return { status: response.status, body: (await response.json()) as { data?: { feedbackId: number } } };
}

const stored = () => database.db.selectFrom('feedback').selectAll().orderBy('feedback_id').execute();

describe('feedback as stored', () => {
  it('keeps what was sent, the message trimmed, without a user for a visitor', async () => {
    const answer = await send({
      ...valid,
      message: `  ${valid.message}  `,
      shipmentId: 1004,
      phone: '05321112233',
    });
    expect(answer.status).toBe(201);
    expect(await stored()).toMatchObject([
      {
        feedback_id: answer.body.data?.feedbackId,
        topic: 'gonderi',
        message: valid.message,
        shipment_id: 1004,
        phone: '05321112233',
        name: '',
        email: '',
        user_id: null,
      },
    ]);
  });

  it('stores nothing for a refused body, and one row per Idempotency-Key however often it comes', async () => {
    expect((await send({ ...valid, message: 'kısa' })).status).toBe(400);
    expect(await stored()).toEqual([]);
    const headers = { 'Idempotency-Key': '0b9d2c1e-3f4a-4b5c-8d6e-7f8091a2b3c4' };
    const answers = await Promise.all([1, 2, 3].map(() => send(valid, headers)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.data?.feedbackId)).size).toBe(1);
    expect((await send({ ...valid, message: 'Başka bir mesaj, aynı anahtarla.' }, headers)).status).toBe(422);
    expect(await stored()).toHaveLength(1);
  });
});

describe('feedback under a key', () => {
  it('refuses a key longer than the records keep with a 400, never a 5xx, storing nothing', async () => {
    const answer = await send(valid, { 'Idempotency-Key': 'k'.repeat(101) });
    expect(answer.status).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('keeps a visitor’s key without a user, and a signed-in sender cannot replay it', async () => {
    const headers = { 'Idempotency-Key': '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9' };
    expect((await send(valid, headers)).status).toBe(201);
    const key = await database.db.selectFrom('idempotency_keys').selectAll().executeTakeFirstOrThrow();
    expect(key).toMatchObject({ user_id: null, shipment_id: 0 });
    expect((await send(valid, headers)).status).toBe(201);
    expect(await stored()).toHaveLength(1);
  });
});

describe('public content until the admin operations are served', () => {
  const get = async (path: string) => {
    const response = await app.fetch(new Request(`http://localhost/api/v1${path}`));
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('an inactive page is the same 404 as an unknown one', async () => {
    expect((await get('/dynamic/kvkk')).status).toBe(200);
    await database.db
      .updateTable('dynamic_pages')
      .set({ is_active: false })
      .where('page_code', '=', 'kvkk')
      .execute();
    for (const code of ['kvkk', 'yok'])
      expect(await get(`/dynamic/${code}`)).toMatchObject({
        status: 404,
        body: { code: 'PAGE_NOT_FOUND', desc: 'Aradığınız Sayfa Bulunamadı' },
      });
  });

  it('help lists the active entries only, by display order', async () => {
    await database.db
      .updateTable('help_entries')
      .set({ is_active: false })
      .where('help_id', '=', 2)
      .execute();
    await database.db.updateTable('help_entries').set({ sort_order: 0 }).where('help_id', '=', 5).execute();
    const ids = ((await get('/help')).body.data as { helpId: number }[]).map((h) => h.helpId);
    expect(ids[0]).toBe(5);
    expect(ids).not.toContain(2);
    expect(ids.slice(1)).toEqual([...ids.slice(1)].sort((a, b) => a - b));
  });
});

describe('the content tables refuse what the rules refuse, written directly', () => {
  const insert = (topic: string, message: string) =>
    sql`insert into feedback (topic, message, created_at) values (${topic}, ${message}, now())`.execute(
      database.db,
    );

  it.each([
    ['a message over 2000 characters', 'gonderi', 'a'.repeat(2001)],
    ['a message under 10 characters', 'gonderi', 'kısa'],
    ['an unknown topic', 'reklam', valid.message],
  ])('feedback: %s', async (_name, topic, message) => {
    await expect(insert(topic, message)).rejects.toThrow();
    await expect(insert('gonderi', 'a'.repeat(2000))).resolves.toBeDefined();
  });

  it('dynamic pages: one page per code, its content a tree (an object)', async () => {
    const page = (code: string, content: string) =>
      sql`insert into dynamic_pages (page_code, title, is_active, content, updated_at)
          values (${code}, 'Başlık', true, ${content}::jsonb, now())`.execute(database.db);
    await expect(
      page('hakkimizda', '{"elementType":"div","propList":[],"contentList":[]}'),
    ).rejects.toThrow();
    await expect(page('yeni', '[]')).rejects.toThrow();
  });
});
