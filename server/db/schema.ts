// The tables as Kysely sees them; server/migrations/*.sql is the truth, this follows it by hand.
import type { ColumnType, Generated } from 'kysely';

export interface ServerClockTable {
  id: ColumnType<number, number | undefined, never>;
  offset_ms: number;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  phone: string;
  code: ColumnType<string, string | undefined, string>;
  text: string;
  created_at: ColumnType<Date, Date | string, Date | string>;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface Schema {
  server_clock: ServerClockTable;
  sms_outbox: SmsOutboxTable;
}
