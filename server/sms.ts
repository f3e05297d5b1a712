// SMS of the real server (docs/server.md "SMS"): a request writes its message to `sms_outbox` in its
// own transaction; after the answer, `deliver()` hands what is unsent to the driver and marks it.
// Two processes never send one message twice (rows are claimed with FOR UPDATE SKIP LOCKED). The
// default driver prints to the console; test mode's driver keeps quiet (GET /__mock/sms reads the
// outbox). A real provider is one more driver.
import type { Kysely, Transaction } from 'kysely';
import type { Schema } from './db/schema';

export interface SmsDriver {
  send(phone: string, text: string): Promise<void>;
}

export const consoleSmsDriver: SmsDriver = {
  send: async (phone, text) => console.log(`[sms] ${phone}: ${text}`),
};
export const quietSmsDriver: SmsDriver = { send: async () => {} };

type Db = Kysely<Schema> | Transaction<Schema>;

/** The message of a verification code, unless the purpose has its own. */
export const codeText = (code: string) => `Kurye Çağır doğrulama kodunuz: ${code}`;

export class SmsSender {
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly db: Kysely<Schema>,
    private readonly driver: SmsDriver,
    private readonly logError: (error: unknown) => void = (error) => console.error('[sms] not sent', error),
  ) {}

  /** Queues a message in the caller's transaction. */
  async queue(db: Db, phone: string, text: string, now: number, code = ''): Promise<void> {
    await db
      .insertInto('sms_outbox')
      .values({ phone, text, code, created_at: new Date(now) })
      .execute();
  }

  /** Sends what is queued (after the request's transaction has committed). */
  deliver(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.sendBatch();
        } while (this.again);
      } catch (error) {
        this.logError(error);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  private async sendBatch(): Promise<void> {
    for (;;) {
      const claimed = await this.db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('sms_outbox')
          .select(['id', 'phone', 'text'])
          .where('sent_at', 'is', null)
          .orderBy('id')
          .limit(50)
          .forUpdate()
          .skipLocked()
          .execute();
        if (rows.length > 0)
          await trx
            .updateTable('sms_outbox')
            .set({ sent_at: new Date() })
            .where(
              'id',
              'in',
              rows.map((row) => row.id),
            )
            .execute();
        return rows;
      });
      if (claimed.length === 0) return;
      for (const row of claimed) await this.driver.send(row.phone, row.text);
    }
  }
}
