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

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface ServerSecretsTable {
  name: string;
  value: string;
}

export type RoleName = 'Customer' | 'Courier' | 'Admin';

export interface UsersTable {
  user_id: ColumnType<number, number | undefined, never>;
  roles: RoleName[];
  phone: string;
  name: string;
  surname: string;
  email: string | null;
  password_hash: string | null;
  status: 1 | 2 | 3 | 4;
  created_at: Timestamp;
  status_reason: ColumnType<string | null, string | null | undefined, string | null>;
  status_changed_at: NullableTimestamp;
  failed_password_attempts: ColumnType<number, number | undefined, number>;
  password_locked_until: NullableTimestamp;
}

export interface CourierAddress {
  cityId: number;
  countyId: number;
  districtId: number;
  fullAddress: string;
}

export interface CourierProfilesTable {
  user_id: number;
  identity_number: string;
  working_type: 1 | 2;
  is_accepted_kvkk: boolean;
  address: ColumnType<CourierAddress | null, string | null, string | null>;
  iban: string;
  is_open_to_work: boolean;
  reject_reason: string | null;
  photo: number | null;
  driving_license: number | null;
  criminal_record_certificate: number | null;
  tax_certificate: number | null;
}

export interface SessionsTable {
  sid: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  ended_at: NullableTimestamp;
}

export interface SmsCodesTable {
  id: Generated<number>;
  phone: string;
  code: string;
  purpose: number;
  name: string | null;
  surname: string | null;
  identity_number: string | null;
  sent_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  failed_attempts: ColumnType<number, number | undefined, number>;
}

export interface HelpEntriesTable {
  help_id: ColumnType<number, number | undefined, never>;
  title: string;
  body: string;
  sort_order: number;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
}

/** A dynamic page's tree (the contract's DynamicPageElement). */
export interface PageElementRow {
  elementType: string;
  propList: { propName: string; propValue: string }[];
  contentList: PageElementRow[];
  text?: string;
}

export interface DynamicPagesTable {
  page_id: Generated<number>;
  page_code: string;
  title: string;
  is_active: boolean;
  content: ColumnType<PageElementRow, string, string>;
  updated_at: Timestamp;
}

export interface FeedbackTable {
  feedback_id: Generated<number>;
  topic: string;
  message: string;
  shipment_id: number | null;
  name: ColumnType<string, string | undefined, string>;
  phone: ColumnType<string, string | undefined, string>;
  email: ColumnType<string, string | undefined, string>;
  user_id: number | null;
  created_at: Timestamp;
}

export interface IdempotencyKeysTable {
  key: string;
  /** null: a feedback sent without a session (0004). */
  user_id: number | null;
  /** 0: a feedback, which names no shipment. */
  shipment_id: number;
  fingerprint: string;
  answer: ColumnType<unknown, string | null, string | null>;
  created_at: Timestamp;
}

export interface Schema {
  server_clock: ServerClockTable;
  sms_outbox: SmsOutboxTable;
  server_secrets: ServerSecretsTable;
  users: UsersTable;
  courier_profiles: CourierProfilesTable;
  sessions: SessionsTable;
  sms_codes: SmsCodesTable;
  help_entries: HelpEntriesTable;
  dynamic_pages: DynamicPagesTable;
  feedback: FeedbackTable;
  idempotency_keys: IdempotencyKeysTable;
}
