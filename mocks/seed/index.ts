// Deterministic demo data (README "Demo accounts"), dated relative to the server clock.
import { now } from '../clock';
import { clearDb } from '../db';
import { seedAccounts, seedContent } from './accounts-content';
import { seedShipments } from './shipments';
import { seedUsers } from './users';

/** Replaces the whole state with the demo data, dated relative to the server clock. */
export async function seed(base = now()): Promise<void> {
  clearDb();
  await seedUsers(base);
  await seedShipments(base);
  await seedAccounts(base);
  await seedContent(base);
}
