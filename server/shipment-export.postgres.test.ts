// @vitest-environment node
// The admin shipments' export of a large list on PostgreSQL (server/shipment-export.cases.ts), in a
// scratch database of PG_TEST_URL (`npm run test:server:pg` sets it), dropped at the end; skipped
// without it.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe } from 'vitest';
import { openDatabase } from './db/database';
import { shipmentExportCases } from './shipment-export.cases';

const PG_TEST_URL = process.env.PG_TEST_URL;
const name = `kurye_export_${randomBytes(4).toString('hex')}`;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_TEST_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  if (PG_TEST_URL) await admin(`drop database if exists ${name} with (force)`);
});

describe.skipIf(!PG_TEST_URL)('on PostgreSQL', () => {
  shipmentExportCases(async () => {
    await admin(`create database ${name}`);
    const url = new URL(PG_TEST_URL!);
    url.pathname = `/${name}`;
    return openDatabase({ databaseUrl: url.toString() });
  });
});
