// The courier's application and the profile's writes (issue 32): the application's code and the
// application itself (multipart, with its documents), the profile change's code, the change, and a
// rejected application sent again. The emulated server's rules (mocks/handlers/courier.ts); what a
// form says and every rule on it are src/domain/courier-application.ts's, the SMS codes
// server/sms-codes.ts's.
import { sql, type Kysely, type Transaction } from 'kysely';
import { fail, failField, failValidation } from '@/domain/api-errors';
import {
  APPLICATION_LOGIN_TYPE,
  APPLICATION_RECEIVED,
  APPLICATION_RESUBMITTED,
  applicationCodeRequest,
  applicationCodeSchema,
  applicationCodeText,
  assertMayAskForCode,
  CODE_REQUEST_LIMITS,
  needsReapproval,
  profileChangeText,
  readApplication,
  readMultipartForm,
  readProfileChange,
  type DocumentFiles,
} from '@/domain/courier-application';
import { applicationErrors, changeNotice, sensitiveChanges } from '@/domain/courier-form';
import type { DocumentKind } from '@/domain/courier-profile';
import { isActiveMember } from '@/domain/member-status';
import { PROFILE_CHANGE_SMS } from '@/domain/sign-in';
import { MemberStatus } from '@/domain/url-values';
import { hashPassword } from '../auth';
import { courierProfile, deleteDocuments, storeDocument } from '../courier/profile';
import { hasWorkInHand } from '../courier/work';
import type { Schema } from '../db/schema';
import { created, ok, type Router } from '../handle';
import { consumeCode, sendCode } from '../sms-codes';
import { deleteQuietly, type DocumentStorage } from '../storage/storage';
import { isUniqueViolation } from '../tender/tender';

type Db = Kysely<Schema> | Transaction<Schema>;

/** The profile's column of each document kind. */
const documentColumns = {
  photo: 'photo',
  drivingLicense: 'driving_license',
  criminalRecordCertificate: 'criminal_record_certificate',
  taxCertificate: 'tax_certificate',
} as const satisfies Record<DocumentKind, string>;

/** 409 when the phone already has an application or an account of any kind. */
async function assertPhoneFree(db: Db, phone: string): Promise<void> {
  const taken = await db.selectFrom('users').select('user_id').where('phone', '=', phone).executeTakeFirst();
  if (taken) failField('phone', 'PHONE_ALREADY_REGISTERED');
}

/** 409 when the national id already has an application or an account (said once the phone is proven). */
async function assertIdentityNumberFree(db: Db, identityNumber: string): Promise<void> {
  const taken = await db
    .selectFrom('courier_profiles')
    .select('user_id')
    .where('identity_number', '=', identityNumber)
    .executeTakeFirst();
  if (taken) failField('identityNumber', 'IDENTITY_NUMBER_ALREADY_REGISTERED');
}

/** When application codes (login type 2) went to `column` = `value` within the last `minutes`. */
async function codeSends(
  db: Db,
  column: 'phone' | 'identity_number',
  value: string,
  minutes: number,
  now: number,
): Promise<number[]> {
  if (!value) return [];
  const rows = await db
    .selectFrom('sms_codes')
    .select('sent_at')
    .where(column, '=', value)
    .where('purpose', '=', APPLICATION_LOGIN_TYPE)
    .where('sent_at', '>', new Date(now - minutes * 60_000))
    .execute();
  return rows.map((row) => row.sent_at.getTime());
}

/**
 * Stores each file given (its bytes in the storage, their keys pushed to `written`); the profile's
 * columns of the new documents.
 */
async function storeFiles(
  trx: Transaction<Schema>,
  storage: DocumentStorage,
  ownerId: number,
  files: DocumentFiles,
  now: number,
  written: string[],
) {
  const columns: Partial<Record<(typeof documentColumns)[DocumentKind], number>> = {};
  for (const kind of Object.keys(documentColumns) as DocumentKind[]) {
    const f = files[kind];
    if (!f) continue;
    columns[documentColumns[kind]] = await storeDocument(
      trx,
      storage,
      {
        ownerId,
        kind,
        contentType: f.type === 'image/png' ? 'image/png' : 'image/jpeg',
        bytes: new Uint8Array(await f.arrayBuffer()),
      },
      now,
      written,
    );
  }
  return columns;
}

/**
 * Runs a write that stores files: when it fails (its transaction rolled back), the bytes it put in
 * the storage are deleted again; when it commits, the keys it returns (replaced files) are.
 */
async function withStoredFiles<T>(
  storage: DocumentStorage,
  write: (written: string[]) => Promise<{ result: T; unused: string[] }>,
): Promise<T> {
  const written: string[] = [];
  let outcome: { result: T; unused: string[] };
  try {
    outcome = await write(written);
  } catch (error) {
    await deleteQuietly(storage, written);
    throw error;
  }
  await deleteQuietly(storage, outcome.unused);
  return outcome.result;
}

/** Applications take turns on this lock: one phone and one national id make one application. */
const lockApplications = (trx: Transaction<Schema>) =>
  sql`select pg_advisory_xact_lock(hashtext('courier-application'))`.execute(trx);

export function courierApplicationRoutes(router: Router): void {
  // The applicant's phone is proven before the application is stored: a code by SMS (login type 2),
  // asked for once the form is complete; a phone already known is told here, before any SMS goes
  // out; codes are throttled per phone and per national id (429).
  router.post(
    '/courier/register/code',
    { auth: 'public', body: applicationCodeSchema },
    async ({ db, sms, body, now }) => {
      const { phone, identityNumber } = applicationCodeRequest(body);
      await assertPhoneFree(db, phone);
      const { perPhone, perIdentityNumber } = CODE_REQUEST_LIMITS;
      await db.transaction().execute(async (trx) => {
        // Parallel requests for one phone count each other: they take turns.
        await sql`select pg_advisory_xact_lock(hashtext(${`application-code:${phone}`}))`.execute(trx);
        assertMayAskForCode(
          await codeSends(trx, 'phone', phone, perPhone.minutes, now),
          await codeSends(trx, 'identity_number', identityNumber, perIdentityNumber.minutes, now),
          now,
        );
        await sendCode(trx, sms, phone, APPLICATION_LOGIN_TYPE, now, {
          text: applicationCodeText,
          identityNumber,
        });
      });
      void sms.deliver();
      return ok({ verificationType: APPLICATION_LOGIN_TYPE });
    },
  );

  router.post('/courier/register', { auth: 'public' }, async ({ db, storage, request, now }) => {
    const application = await readApplication(await readMultipartForm(request));
    const { phone } = application;
    await assertPhoneFree(db, phone);
    await consumeCode(db, phone, application.verificationCode, now, (p) => p === APPLICATION_LOGIN_TYPE);
    const passwordHash = application.password ? await hashPassword(application.password) : null;
    const userId = await withStoredFiles(storage, (written) =>
      db.transaction().execute(async (trx) => {
        await lockApplications(trx);
        await assertPhoneFree(trx, phone);
        // Only a proven phone learns that the national id has applied before (issue 27).
        await assertIdentityNumberFree(trx, application.identityNumber);
        const user = await trx
          .insertInto('users')
          .values({
            roles: ['Courier'],
            phone,
            name: application.name,
            surname: application.surname,
            email: application.email,
            password_hash: passwordHash,
            status: MemberStatus.Pending,
            created_at: new Date(now),
          })
          .returning('user_id')
          .executeTakeFirstOrThrow();
        const documents = await storeFiles(trx, storage, user.user_id, application.files, now, written);
        await trx
          .insertInto('courier_profiles')
          .values({
            user_id: user.user_id,
            identity_number: application.identityNumber,
            working_type: application.workingType,
            is_accepted_kvkk: true,
            address: JSON.stringify(application.address),
            iban: application.iban,
            is_open_to_work: false,
            reject_reason: null,
            photo: documents.photo ?? null,
            driving_license: documents.driving_license ?? null,
            criminal_record_certificate: documents.criminal_record_certificate ?? null,
            tax_certificate: documents.tax_certificate ?? null,
          })
          .execute();
        return { result: user.user_id, unused: [] };
      }),
    );
    return created({ userId, status: MemberStatus.Pending }, APPLICATION_RECEIVED);
  });

  // Issue 27: the payout IBAN, the phone and the e-mail change only with a fresh code sent to the
  // phone on file (not to a new phone: whoever holds the session must also hold the phone).
  router.post(
    '/courier/profile/code',
    { roles: ['Courier'], applicants: true },
    async ({ db, sms, auth, now }) => {
      if (auth.user.status === MemberStatus.Suspended) fail('USER_SUSPENDED');
      await db
        .transaction()
        .execute((trx) =>
          sendCode(trx, sms, auth.user.phone, PROFILE_CHANGE_SMS, now, { text: profileChangeText }),
        );
      void sms.deliver();
      return ok({ verificationType: PROFILE_CHANGE_SMS });
    },
  );

  router.put(
    '/courier/profile',
    { roles: ['Courier'], applicants: true },
    async ({ db, sms, storage, auth, request, now }) => {
      const { userId, phone } = auth.user;
      // A suspended courier may read the profile, not change it (issue 16's allow-list).
      if (auth.user.status === MemberStatus.Suspended) fail('USER_SUSPENDED');
      const form = await readMultipartForm(request);
      const current = await db
        .selectFrom('courier_profiles')
        .innerJoin('users', 'users.user_id', 'courier_profiles.user_id')
        .select(['courier_profiles.iban', 'courier_profiles.working_type', 'users.email'])
        .where('courier_profiles.user_id', '=', userId)
        .executeTakeFirst();
      if (!current) fail('COURIER_NOT_FOUND');
      const change = await readProfileChange(form, phone);
      const sensitive = sensitiveChanges(
        { iban: current.iban, phone, email: current.email ?? '' },
        { iban: change.iban, email: change.email, phone: change.phone },
      );
      const newPhone = change.phone !== undefined && sensitive.includes('phone') ? change.phone : undefined;
      if (sensitive.length > 0) {
        if (!change.verificationCode) failField('verificationCode', 'VERIFICATION_CODE_REQUIRED');
        if (newPhone) await assertPhoneFree(db, newPhone);
        await consumeCode(
          db,
          phone,
          change.verificationCode,
          now,
          (p) => p === PROFILE_CHANGE_SMS,
          'verificationCode',
        );
      }
      const reapproval = needsReapproval(change, current.working_type);
      try {
        await withStoredFiles(storage, (written) =>
          db.transaction().execute(async (trx) => {
            const user = await trx
              .selectFrom('users')
              .select('status')
              .where('user_id', '=', userId)
              .forUpdate()
              .executeTakeFirstOrThrow();
            const backToApproval = reapproval && isActiveMember(user);
            if (backToApproval && (await hasWorkInHand(trx, userId, now))) fail('COURIER_HAS_WORK_IN_HAND');
            const before = await trx
              .selectFrom('courier_profiles')
              .select(Object.values(documentColumns))
              .where('user_id', '=', userId)
              .executeTakeFirstOrThrow();
            const documents = await storeFiles(trx, storage, userId, change.files, now, written);
            const profileChange = {
              ...documents,
              ...(change.iban !== undefined ? { iban: change.iban } : {}),
              ...(change.workingType !== undefined ? { working_type: change.workingType } : {}),
              ...(change.address ? { address: JSON.stringify(change.address) } : {}),
              ...(backToApproval ? { is_open_to_work: false } : {}),
            };
            if (Object.keys(profileChange).length > 0)
              await trx
                .updateTable('courier_profiles')
                .set(profileChange)
                .where('user_id', '=', userId)
                .execute();
            // The files replaced are gone (each document is stored once, at one URL).
            const unused = await deleteDocuments(
              trx,
              Object.keys(documents).map((column) => before[column as keyof typeof before]),
            );
            if (change.email !== undefined || newPhone || backToApproval)
              await trx
                .updateTable('users')
                .set({
                  ...(change.email !== undefined ? { email: change.email } : {}),
                  ...(newPhone ? { phone: newPhone } : {}),
                  ...(backToApproval ? { status: MemberStatus.Pending } : {}),
                })
                .where('user_id', '=', userId)
                .execute();
            // The phone on file before the change hears of it: a stolen session cannot hide a new IBAN.
            if (sensitive.length > 0) await sms.queue(trx, phone, changeNotice(sensitive, now), now);
            return { result: undefined, unused };
          }),
        );
      } catch (error) {
        if (isUniqueViolation(error)) failField('phone', 'PHONE_ALREADY_REGISTERED');
        throw error;
      }
      if (sensitive.length > 0) void sms.deliver();
      return ok(await courierProfile(db, userId));
    },
  );

  router.post('/courier/profile/resubmit', { roles: ['Courier'], applicants: true }, async ({ db, auth }) => {
    const { userId } = auth.user;
    await db.transaction().execute(async (trx) => {
      const user = await trx
        .selectFrom('users')
        .select(['status', 'email'])
        .where('user_id', '=', userId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const profile = await trx
        .selectFrom('courier_profiles')
        .select(['iban', 'address', 'photo', 'driving_license', 'criminal_record_certificate'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!profile) fail('COURIER_NOT_FOUND');
      if (user.status !== MemberStatus.Rejected) fail('APPLICATION_NOT_REJECTED');
      const errors = applicationErrors(
        {
          iban: profile.iban,
          address: profile.address,
          photo: profile.photo,
          drivingLicense: profile.driving_license,
          criminalRecordCertificate: profile.criminal_record_certificate,
        },
        user.email,
      );
      if (errors.length > 0) failValidation(errors);
      await trx
        .updateTable('users')
        .set({ status: MemberStatus.Pending })
        .where('user_id', '=', userId)
        .execute();
      await trx
        .updateTable('courier_profiles')
        .set({ reject_reason: null, is_open_to_work: false })
        .where('user_id', '=', userId)
        .execute();
    });
    return ok(await courierProfile(db, userId), APPLICATION_RESUBMITTED);
  });
}
