// The real server's HTTP face (docs/server.md): Hono on web-standard Request/Response, like the
// emulated server, serving /api/v1 as openapi.yaml says. Every answer is the contract's envelope;
// an unknown path is 404 ROUTE_NOT_FOUND, an unexpected failure 500 INTERNAL_ERROR (logged), never
// a stack trace. The test-mode controls (/__mock/*) exist only when started with --test.
import { Hono } from 'hono';
import { ApiError } from '@/domain/api-errors';
import { readBody } from '@/domain/request-body';
import { clockAdvanceBody } from '@/domain/test-control';
import { Tokens } from './auth';
import type { Clock } from './clock';
import type { ResponseCheck } from './contract-check';
import type { Database } from './db/database';
import { errorResponse, okResponse, routeNotFound } from './envelope';
import { readGeographyFromFiles } from './geo';
import { Router, type Services } from './handle';
import { adminMemberRoutes } from './routes/admin-members';
import { adminShipmentRoutes } from './routes/admin-shipments';
import { adminContentRoutes } from './routes/admin-content';
import { adminNotificationRoutes } from './routes/admin-notifications';
import { adminPackageRoutes } from './routes/admin-packages';
import { authRoutes } from './routes/auth';
import { contentRoutes } from './routes/content';
import { courierApplicationRoutes } from './routes/courier-application';
import { documentRoutes } from './routes/documents';
import { feedbackRoutes } from './routes/feedback';
import { geoRoutes } from './routes/geo';
import { lookupRoutes } from './routes/lookups';
import { moneyRoutes } from './routes/money';
import { courierWorkRoutes } from './routes/courier-work';
import { tenderRoutes } from './routes/tender';
import { shipmentRoutes } from './routes/shipments';
import { resetToDemo, vacuumAfterResets } from './seed';
import { memoryStorage, type DocumentStorage } from './storage/storage';
import { consoleSmsDriver, quietSmsDriver, SmsSender, type SmsDriver } from './sms';

export interface AppOptions {
  database: Database;
  clock: Clock;
  /** /__mock/clock, /__mock/sms and /__mock/reset answer; otherwise they are unknown paths. */
  testMode: boolean;
  /** The key access tokens are signed with (start.ts: TOKEN_SECRET or the database's). */
  tokenSecret: Uint8Array;
  /** Where SMS go: the console by default, nowhere in test mode (GET /__mock/sms reads them). */
  smsDriver?: SmsDriver;
  /** Where the documents' bytes are (start.ts: the disk or S3); in memory when not given (tests). */
  storage?: DocumentStorage;
  /** Where unexpected errors go (the console by default; tests pass their own). */
  logError?: (error: unknown) => void;
  /** Test mode and development: each answer checked against the contract (contract-check.ts). */
  checkResponse?: ResponseCheck;
}

export const API_PREFIX = '/api/v1';

export function createApp(options: AppOptions): Hono {
  const { database, clock } = options;
  const { db } = database;
  const logError =
    options.logError ?? ((error: unknown) => console.error('[server] unexpected error', error));
  const api = new Hono();
  const storage = options.storage ?? memoryStorage();
  const services: Services = {
    db,
    storage,
    clock,
    tokens: new Tokens(options.tokenSecret, () => clock.now()),
    sms: new SmsSender(db, options.smsDriver ?? (options.testMode ? quietSmsDriver : consoleSmsDriver)),
  };
  const router = new Router(api, services);
  readGeographyFromFiles();

  if (options.testMode) {
    const clockState = async () => ({
      now: new Date(await clock.now()).toISOString(),
      offsetMinutes: (await clock.offsetMs()) / 60_000,
    });
    api.get('/__mock/clock', async () => okResponse(await clockState()));
    api.post('/__mock/clock', async (c) => {
      const body = await readBody(c.req.raw, clockAdvanceBody);
      await clock.advance(body.advanceMinutes);
      return okResponse(await clockState());
    });
    api.get('/__mock/sms', async (c) => {
      const phone = c.req.query('phone')?.replace(/\D/g, '');
      let query = db.selectFrom('sms_outbox').select(['phone', 'code', 'text', 'created_at']);
      if (phone) query = query.where('phone', '=', phone);
      const rows = await query.orderBy('id', 'desc').limit(200).execute();
      return okResponse(
        rows.map((row) => ({
          phone: row.phone,
          code: row.code,
          text: row.text,
          sentAt: new Date(row.created_at).toISOString(),
        })),
      );
    });
    api.post('/__mock/reset', async () => {
      await db.transaction().execute((trx) => resetToDemo(trx, Date.now(), storage));
      await vacuumAfterResets(db);
      return okResponse({ ok: true });
    });
  }

  authRoutes(router);
  lookupRoutes(router);
  geoRoutes(router);
  contentRoutes(router);
  feedbackRoutes(router);
  tenderRoutes(router);
  courierWorkRoutes(router);
  documentRoutes(router);
  shipmentRoutes(router);
  courierApplicationRoutes(router);
  adminMemberRoutes(router);
  adminShipmentRoutes(router);
  moneyRoutes(router);
  adminContentRoutes(router);
  adminPackageRoutes(router);
  adminNotificationRoutes(router);

  api.all('*', () => routeNotFound());

  const app = new Hono();
  const { checkResponse } = options;
  if (checkResponse)
    app.use('*', async (c, next) => {
      await next();
      // Only a JSON body is read by the check: a file or a streamed export is checked by its
      // status and headers, never cloned (a clone tees the stream: it would keep the whole export).
      const json = c.res.headers.get('content-type')?.includes('json');
      await checkResponse(
        c.req.raw,
        json ? c.res.clone() : new Response(null, { status: c.res.status, headers: c.res.headers }),
      );
    });
  app.route(API_PREFIX, api);
  app.onError((error) => {
    if (error instanceof ApiError) return errorResponse(error);
    logError(error);
    return errorResponse(
      new ApiError(500, 'INTERNAL_ERROR', 'Beklenmedik bir hata oluştu. Lütfen tekrar deneyiniz'),
    );
  });
  app.notFound((c) =>
    c.req.path.startsWith(`${API_PREFIX}/`) || c.req.path === API_PREFIX
      ? routeNotFound()
      : c.text('Not Found', 404),
  );
  return app;
}
