// The tables as Kysely sees them; server/migrations/*.sql is the truth, this follows it by hand.
import type { ColumnType, Generated } from 'kysely';
import type { AddressRecord } from '@/domain/shipment-record';

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

/** A courier's uploaded file (migration 0005); the profile's photo etc. are its ids. */
export interface DocumentsTable {
  document_id: ColumnType<number, number | undefined, never>;
  owner_id: number;
  kind: 'photo' | 'drivingLicense' | 'criminalRecordCertificate' | 'taxCertificate';
  content_type: 'image/jpeg' | 'image/png';
  /** Only in rows stored before migration 0006 whose bytes have not moved to storage yet. */
  bytes: ColumnType<Uint8Array | null, Uint8Array | null | undefined, Uint8Array | null>;
  /** The key of the bytes in the document storage (server/storage/); null while `bytes` holds them. */
  storage_key: ColumnType<string | null, string | null | undefined, string | null>;
  size: number;
  thumbnail: Uint8Array | null;
  thumbnail_type: 'image/jpeg' | 'image/png' | null;
  created_at: Timestamp;
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

type Json<T> = ColumnType<T, string, string>;
type Id = ColumnType<number, number | undefined, never>;

export type ShipmentStatusCode = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 40 | 50;

/** Money columns are integer kuruş. */
export interface ShipmentsTable {
  shipment_id: Id;
  customer_id: number;
  courier_id: number | null;
  status: ShipmentStatusCode;
  vehicle_type: 1 | 2;
  weight_type: number;
  payment_type: 1 | 2;
  include_insurance: boolean;
  shipment_value: number;
  has_transport_service: boolean;
  get_price_quote: boolean;
  total_distance_km: number;
  base_price: number;
  weight_surcharge: number;
  transport_service_price: number;
  insurance_price: number;
  risk_surcharge: number;
  total_price: number;
  shipment_price: number;
  accepted_total_price: number | null;
  collected_amount: ColumnType<number | null, number | null | undefined, number | null>;
  start_address: Json<AddressRecord>;
  tender_end_date: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ShipmentStopsTable {
  delivery_item_id: Id;
  shipment_id: number;
  position: number;
  address: Json<AddressRecord>;
  content_type: number;
  note: string;
  delivered_at: NullableTimestamp;
}

export interface ShipmentHistoryTable {
  id: Generated<number>;
  shipment_id: number;
  status: number;
  action: number | null;
  at: Timestamp;
  by_user_id: number | null;
  reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface TendersTable {
  shipment_id: number;
  status: 1 | 2;
  start_date: Timestamp;
  end_date: Timestamp;
  round: number;
}

export interface OffersTable {
  offer_id: Id;
  shipment_id: number;
  courier_id: number;
  status: 1 | 2 | 3;
  amount: number;
  created_at: Timestamp;
  round: number;
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

/** Money (0006): wallets and their append-only journal, the day's accounting, cash handovers. Kuruş. */
export interface AccountsTable {
  account_id: Id;
  user_id: number;
  product_code: string;
  balance: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
}

export interface AccountMovementsTable {
  movement_id: Id;
  account_id: number;
  user_id: number;
  relation_type: 1 | 2;
  amount: number;
  balance_after: number;
  description: string;
  created_at: Timestamp;
}

export interface AccountingRunsTable {
  run_id: Id;
  /** `YYYY-MM-DD`, Europe/Istanbul. */
  day: string;
  commission_rate: number;
  total_amount: number;
  created_at: Timestamp;
}

export interface AccountingLinesTable {
  shipment_id: number;
  run_id: number;
  courier_id: number;
  courier_name: string;
  amount: number;
}

export interface CashHandoversTable {
  handover_id: Id;
  courier_id: number;
  /** `YYYY-MM-DD`, Europe/Istanbul. */
  day: string;
  amount: number;
  expected: number;
  collected: number;
  note: string | null;
  staff_user_id: number;
  created_at: Timestamp;
}

export interface CashHandoverShipmentsTable {
  shipment_id: number;
  handover_id: number;
  position: number;
}

export interface PackagesTable {
  package_id: ColumnType<number, number | undefined, never>;
  name: string;
  name_key: string;
  description: string;
  /** Kuruş. */
  price: number;
  duration_days: number;
  product_code: string;
  is_active: boolean;
}

export interface UserPackagesTable {
  user_package_id: ColumnType<number, number | undefined, never>;
  user_id: number;
  package_id: number;
  status: number;
  /** Kuruş. */
  price: number;
  start_date: NullableTimestamp;
  end_date: NullableTimestamp;
  created_at: Timestamp;
}

/** The contract's NotificationTarget as stored. */
export interface NotificationTargetRow {
  userIds?: number[];
  role?: string;
  cityId?: number;
}

export interface NotificationsTable {
  notification_id: ColumnType<number, number | undefined, never>;
  notification_type: number;
  channel: number;
  title: string;
  body: string;
  target: ColumnType<NotificationTargetRow, string, string>;
  status: number;
  recipient_count: number;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
}

export interface Schema {
  server_clock: ServerClockTable;
  sms_outbox: SmsOutboxTable;
  server_secrets: ServerSecretsTable;
  users: UsersTable;
  courier_profiles: CourierProfilesTable;
  documents: DocumentsTable;
  sessions: SessionsTable;
  sms_codes: SmsCodesTable;
  shipments: ShipmentsTable;
  shipment_stops: ShipmentStopsTable;
  shipment_history: ShipmentHistoryTable;
  tenders: TendersTable;
  offers: OffersTable;
  help_entries: HelpEntriesTable;
  dynamic_pages: DynamicPagesTable;
  feedback: FeedbackTable;
  idempotency_keys: IdempotencyKeysTable;
  accounts: AccountsTable;
  account_movements: AccountMovementsTable;
  accounting_runs: AccountingRunsTable;
  accounting_lines: AccountingLinesTable;
  cash_handovers: CashHandoversTable;
  cash_handover_shipments: CashHandoverShipmentsTable;
  packages: PackagesTable;
  user_packages: UserPackagesTable;
  notifications: NotificationsTable;
}
