// @vitest-environment node
// The server's envelope and test-mode controls, through app.fetch (no socket).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from './app';
import { databaseClock } from './clock';
import { openDatabase, type Database } from './db/database';

let database: Database;
let realNow = Date.parse('2026-11-27T09:00:00Z');

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
}, 60_000);
afterAll(() => database.close());

function app(testMode: boolean, logError = vi.fn()) {
  return createApp({
    database,
    clock: databaseClock(database.db, () => realNow),
    testMode,
    logError,
    tokenSecret: new Uint8Array(32),
  });
}

async function call(testMode: boolean, method: string, path: string, body?: string) {
  const response = await app(testMode).fetch(
    new Request(`http://localhost/api/v1${path}`, {
      method,
      body,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the real server: envelope and test mode', () => {
  it('answers an unknown path with 404 ROUTE_NOT_FOUND in the error envelope', async () => {
    expect(await call(true, 'GET', '/no/such/thing')).toEqual({
      status: 404,
      body: { success: false, code: 'ROUTE_NOT_FOUND', desc: 'İstenen adres bulunamadı.' },
    });
  });

  it('has no test controls outside test mode', async () => {
    for (const [method, path] of [
      ['GET', '/__mock/clock'],
      ['POST', '/__mock/reset'],
      ['GET', '/__mock/sms'],
    ] as const) {
      const answer = await call(false, method, path);
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('ROUTE_NOT_FOUND');
    }
  });

  it('moves the clock forward in test mode, kept in the database, and reset puts it back', async () => {
    expect((await call(true, 'GET', '/__mock/clock')).body.data).toEqual({
      now: '2026-11-27T09:00:00.000Z',
      offsetMinutes: 0,
    });
    const moved = await call(true, 'POST', '/__mock/clock', JSON.stringify({ advanceMinutes: 31 }));
    expect(moved.body.data).toEqual({ now: '2026-11-27T09:31:00.000Z', offsetMinutes: 31 });
    realNow += 60_000;
    expect((await call(true, 'GET', '/__mock/clock')).body.data).toEqual({
      now: '2026-11-27T09:32:00.000Z',
      offsetMinutes: 31,
    });
    await call(true, 'POST', '/__mock/reset');
    expect(
      ((await call(true, 'GET', '/__mock/clock')).body.data as { offsetMinutes: number }).offsetMinutes,
    ).toBe(0);
  });

  it('refuses a bad body with the same codes as the emulated server, never a 5xx', async () => {
    expect(await call(true, 'POST', '/__mock/clock', '{"advanceMinutes": -1}')).toMatchObject({
      status: 400,
      body: {
        success: false,
        code: 'VALIDATION_FAILED',
        errors: [{ field: 'advanceMinutes', code: 'FIELD_INVALID' }],
      },
    });
    expect(await call(true, 'POST', '/__mock/clock', '{"advanceMinutes":')).toMatchObject({
      status: 400,
      body: { code: 'INVALID_BODY' },
    });
    expect(
      await call(
        true,
        'POST',
        '/__mock/clock',
        JSON.stringify({ advanceMinutes: 1, pad: 'x'.repeat(1_100_000) }),
      ),
    ).toMatchObject({
      status: 413,
      body: { code: 'BODY_TOO_LARGE' },
    });
  });

  it('answers an unexpected failure with 500 INTERNAL_ERROR in Turkish and logs it', async () => {
    const logError = vi.fn();
    const broken = app(true, logError);
    broken.get('/boom', () => {
      throw new Error('database on fire');
    });
    const response = await broken.fetch(new Request('http://localhost/boom'));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      success: false,
      code: 'INTERNAL_ERROR',
      desc: 'Beklenmedik bir hata oluştu. Lütfen tekrar deneyiniz',
    });
    expect(logError).toHaveBeenCalledOnce();
  });
});
