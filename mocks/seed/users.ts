// Seed users (demo/users.ts: customer, couriers, one awaiting approval, one rejected, admin), stored
// in the emulated server's memory with their documents.
import { demoUsers } from '../../demo/users';
import { hashPassword } from '../auth';
import { db, type UserRecord } from '../db';
import { seedDocumentsOf } from './documents';

export { SEED_USERS } from '../../demo/users';

export async function seedUsers(base: number): Promise<void> {
  const hashes = new Map<string, string>();
  const hashOf = async (password: string) => {
    let hash = hashes.get(password);
    if (!hash) hashes.set(password, (hash = await hashPassword(password)));
    return hash;
  };
  for (const demo of demoUsers(base)) {
    const { password, courier, ...rest } = demo;
    let profile: UserRecord['courier'] = null;
    if (courier) {
      const { documents, ...fields } = courier;
      profile = {
        ...fields,
        photo: null,
        drivingLicense: null,
        criminalRecordCertificate: null,
        taxCertificate: null,
        ...(await seedDocumentsOf(demo.userId, documents)),
      };
    }
    await db.users.create({
      ...rest,
      passwordHash: password ? await hashOf(password) : null,
      courier: profile,
    });
  }
}
