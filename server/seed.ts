// Test mode's reset (POST /__mock/reset): every business table emptied, the clock back to real time,
// and the demo data (demo/) stored, dated from now, as the emulated server's reset does. The token
// key and the migrations' record stay.
import { sql, type Kysely, type Transaction } from 'kysely';
import { demoAccounts } from '../demo/accounts';
import { DEMO_DOCUMENT_PNGS } from '../demo/documents';
import { demoShipments } from '../demo/shipments';
import { demoHelp, demoPages } from '../demo/content';
import { demoNotifications, demoPackages, demoUserPackages } from '../demo/packages';
import { demoUsers, type DocumentKind } from '../demo/users';
import { demoPasswordHash } from './auth';
import { storeDocument } from './courier/profile';
import type { Schema } from './db/schema';
import { packageNameKey } from '@/domain/packages';
import { toKurus } from './money';
import { storeShipment } from './shipments/records';
import { deleteQuietly, type DocumentStorage } from './storage/storage';

const KEPT = ['schema_migrations', 'server_clock', 'server_secrets'];

/** Moves each identity past the ids the demo data set by hand. */
async function syncIdentity(trx: Transaction<Schema>, table: string, column: string): Promise<void> {
  await sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce((select max(${sql.ref(
    column,
  )}) from ${sql.table(table)}), 0) + 1, false)`.execute(trx);
}

async function seedUsers(trx: Transaction<Schema>, base: number, storage: DocumentStorage): Promise<void> {
  for (const demo of demoUsers(base)) {
    await trx
      .insertInto('users')
      .values({
        user_id: demo.userId,
        roles: demo.roles,
        phone: demo.phone,
        name: demo.name,
        surname: demo.surname,
        email: demo.email,
        password_hash: demo.password ? await demoPasswordHash(demo.password) : null,
        status: demo.status,
        created_at: new Date(demo.createdAt),
      })
      .execute();
    const courier = demo.courier;
    if (!courier) continue;
    // The application's files, stored as uploads are (demo/documents.ts: small PNGs, so each is its
    // own thumbnail, as in the emulated server's seed).
    const documents: Partial<Record<DocumentKind, number>> = {};
    for (const kind of courier.documents)
      documents[kind] = await storeDocument(
        trx,
        storage,
        {
          ownerId: demo.userId,
          kind,
          contentType: 'image/png',
          bytes: Buffer.from(DEMO_DOCUMENT_PNGS[kind], 'base64'),
        },
        base,
      );
    await trx
      .insertInto('courier_profiles')
      .values({
        user_id: demo.userId,
        identity_number: courier.identityNumber,
        working_type: courier.workingType,
        is_accepted_kvkk: courier.isAcceptedKVKK,
        address: courier.address ? JSON.stringify(courier.address) : null,
        iban: courier.iban,
        is_open_to_work: courier.isOpenToWork,
        reject_reason: courier.rejectReason,
        photo: documents.photo ?? null,
        driving_license: documents.drivingLicense ?? null,
        criminal_record_certificate: documents.criminalRecordCertificate ?? null,
        tax_certificate: documents.taxCertificate ?? null,
      })
      .execute();
  }
  await syncIdentity(trx, 'users', 'user_id');
}

async function seedShipments(trx: Transaction<Schema>, base: number): Promise<void> {
  const { shipments, tenders, offers } = await demoShipments(base);
  for (const s of shipments) await storeShipment(trx, s, true);
  for (const t of tenders)
    await trx
      .insertInto('tenders')
      .values({
        shipment_id: t.shipmentId,
        status: t.status,
        start_date: new Date(t.startDate),
        end_date: new Date(t.endDate),
        round: t.round,
      })
      .execute();
  for (const o of offers)
    await trx
      .insertInto('offers')
      .values({
        offer_id: o.priceQuoteOfferId,
        shipment_id: o.shipmentId,
        courier_id: o.courierId,
        status: o.offerStatus,
        amount: toKurus(o.priceQuoteAmount),
        created_at: new Date(o.createdAt),
        round: o.round,
      })
      .execute();
  await syncIdentity(trx, 'shipments', 'shipment_id');
  await syncIdentity(trx, 'shipment_stops', 'delivery_item_id');
  await syncIdentity(trx, 'offers', 'offer_id');
}

/** The public help and the dynamic pages (demo/content.ts). */
async function seedContent(trx: Transaction<Schema>, base: number): Promise<void> {
  await trx
    .insertInto('help_entries')
    .values(
      demoHelp().map((help) => ({
        help_id: help.helpId,
        title: help.title,
        body: help.body,
        sort_order: help.order,
        is_active: help.isActive,
      })),
    )
    .execute();
  await syncIdentity(trx, 'help_entries', 'help_id');
  await trx
    .insertInto('dynamic_pages')
    .values(
      demoPages(base).map((page) => ({
        page_code: page.pageCode,
        title: page.title,
        is_active: page.isActive,
        content: JSON.stringify(page.content),
        updated_at: new Date(page.updatedAt),
      })),
    )
    .execute();
}

/** The demo wallets and their movements (demo/accounts.ts), in kuruş. */
async function seedAccounts(trx: Transaction<Schema>, base: number): Promise<void> {
  const { accounts, movements } = demoAccounts(base);
  await trx
    .insertInto('accounts')
    .values(
      accounts.map((a) => ({
        account_id: a.accountId,
        user_id: a.userId,
        product_code: a.productCode,
        balance: toKurus(a.balance),
        created_at: new Date(a.createdAt),
      })),
    )
    .execute();
  await trx
    .insertInto('account_movements')
    .values(
      movements.map((m) => ({
        movement_id: m.movementId,
        account_id: m.accountId,
        user_id: m.userId,
        relation_type: m.relationType,
        amount: toKurus(m.amount),
        balance_after: toKurus(m.balanceAfter),
        description: m.description,
        created_at: new Date(m.createdAt),
      })),
    )
    .execute();
  await syncIdentity(trx, 'accounts', 'account_id');
  await syncIdentity(trx, 'account_movements', 'movement_id');
}

/** The packages, the members' packages and the notifications (demo/packages.ts). */
async function seedPackages(trx: Transaction<Schema>, base: number): Promise<void> {
  await trx
    .insertInto('packages')
    .values(
      demoPackages().map((p) => ({
        package_id: p.packageId,
        name: p.name,
        name_key: packageNameKey(p.name),
        description: p.description,
        price: toKurus(p.price),
        duration_days: p.durationDays,
        product_code: p.productCode,
        is_active: p.isActive,
      })),
    )
    .execute();
  await syncIdentity(trx, 'packages', 'package_id');
  await trx
    .insertInto('user_packages')
    .values(
      demoUserPackages(base).map((up) => ({
        user_package_id: up.userPackageId,
        user_id: up.userId,
        package_id: up.packageId,
        status: up.status,
        price: toKurus(up.price),
        start_date: up.startDate === null ? null : new Date(up.startDate),
        end_date: up.endDate === null ? null : new Date(up.endDate),
        created_at: new Date(up.createdAt),
      })),
    )
    .execute();
  await syncIdentity(trx, 'user_packages', 'user_package_id');
  await trx
    .insertInto('notifications')
    .values(
      demoNotifications(base).map((n) => ({
        notification_id: n.notificationId,
        notification_type: n.notificationType,
        channel: n.channel,
        title: n.title,
        body: n.body,
        target: JSON.stringify(n.target),
        status: n.status,
        recipient_count: n.recipientCount,
        created_at: new Date(n.createdAt),
        sent_at: n.sentAt === null ? null : new Date(n.sentAt),
      })),
    )
    .execute();
  await syncIdentity(trx, 'notifications', 'notification_id');
}

/** The seeders in order (a table's seeder after those it refers to). */
const seeders: ((trx: Transaction<Schema>, base: number, storage: DocumentStorage) => Promise<void>)[] = [
  seedUsers,
  seedShipments,
  seedContent,
  seedAccounts,
  seedPackages,
];

/**
 * Every business table emptied and its identity back at 1. As a superuser (PGlite always; the suites'
 * PostgreSQL) by DELETE under the replica role, for this transaction only: no foreign-key checks and
 * no triggers (the journal's append-only one), a few milliseconds for the demo's hundreds of rows,
 * where TRUNCATE takes about 100 ms (new files for every table and index) and was half of every
 * test's reset. Otherwise TRUNCATE. The dead rows DELETE leaves are vacuumed now and then
 * (`vacuumAfterResets`).
 */
async function emptyTables(trx: Transaction<Schema>): Promise<void> {
  const { rows } = await sql<{ tablename: string }>`
    select tablename from pg_tables where schemaname = current_schema()`.execute(trx);
  const tables = rows.map((row) => row.tablename).filter((name) => !KEPT.includes(name));
  if (tables.length === 0) return;
  const superuser = await sql<{ on: boolean }>`select current_setting('is_superuser') = 'on' as on`.execute(
    trx,
  );
  if (!superuser.rows[0]?.on) {
    await sql`truncate table ${sql.join(tables.map((name) => sql.table(name)))} restart identity cascade`.execute(
      trx,
    );
    return;
  }
  await sql`set local session_replication_role = replica`.execute(trx);
  for (const name of tables) await sql`delete from ${sql.table(name)}`.execute(trx);
  await sql`set local session_replication_role = origin`.execute(trx);
  await sql`select setval(c.oid, 1, false) from pg_class c
    where c.relkind = 'S' and c.relnamespace = current_schema()::regnamespace`.execute(trx);
}

let resets = 0;

/**
 * After every 50th reset, VACUUM (outside the reset's transaction): PGlite has no autovacuum, and the
 * dead rows of a suite's hundreds of resets would slow every scan.
 */
export async function vacuumAfterResets(db: Kysely<Schema>): Promise<void> {
  resets += 1;
  if (resets % 50 === 0) await sql`vacuum`.execute(db);
}

/**
 * `storage` holds the documents' bytes: the files this database refers to are removed first. Only
 * those: another server's files in the same folder or bucket (two test servers, a shared bucket) stay.
 */
export async function resetToDemo(
  trx: Transaction<Schema>,
  realNow: number,
  storage: DocumentStorage,
): Promise<void> {
  const stored = await trx
    .selectFrom('documents')
    .select('storage_key')
    .where('storage_key', 'is not', null)
    .execute();
  await deleteQuietly(
    storage,
    stored.map((row) => row.storage_key!),
  );
  await emptyTables(trx);
  await trx.updateTable('server_clock').set({ offset_ms: 0 }).where('id', '=', 1).execute();
  for (const seed of seeders) await seed(trx, realNow, storage);
}
