// Couriers: card, application (multipart, validated with the form's rules), profile, work status,
// open jobs and assigned shipments.
import * as v from 'valibot';
import {
  applicationErrors,
  byteErrors,
  changeNotice,
  formFile as file,
  formText as text,
  IMAGE,
  sensitiveChanges,
  validateDocument,
} from '@/domain/courier-form';
import { textSchema } from '@/domain/limits';
import {
  isValidEmail,
  normalizePhone,
  validateCourierRegistration,
  validateGuestPhone,
  validateTckn,
  validateImage,
  type ValidationError,
} from '@/domain/validators';
import { validateIban } from '@/domain/iban';
import { normalizeText } from '@/domain/text';
import { isActiveMember } from '@/domain/member-status';
import { isPastStatus } from '@/domain/shipment-status';
import { MemberStatus } from '@/domain/url-values';
import { hashPassword } from '../auth';
import { now } from '../clock';
import {
  db,
  documentKinds,
  nextId,
  type CourierProfileRecord,
  type DocumentKind,
  type ShipmentRecord,
} from '../db';
import { fail, failField, failValidation } from '@/domain/api-errors';
import { created, handle, ok } from '../handle';
import { http } from '../http';
import { hasWorkInHand, mayCallCourier, mayReadCourier, tenderInfoFor } from '../services/couriers';
import { deleteDocuments, storeDocument } from '../services/documents';
import { addressErrors, readForm } from '../services/multipart';
import { byNewest, isOpenJobFor, serializeShipment, visibleShipment } from '../services/shipments';
import { courierProfile, courierSummary, findUser, findUserByPhone, isCourier } from '../services/users';
import { PROFILE_CHANGE_SMS } from '@/domain/sign-in';
import { workStatusBodySchema } from '@/domain/tender-input';
import { consumeSmsCode, sendSmsCode, sendSmsNotice } from '../services/sms-codes';
import {
  APPLICATION_LOGIN_TYPE,
  assertIdentityNumberFree,
  assertMayAskForCode,
  assertPhoneFree,
  consumeApplicationCode,
  sendApplicationCode,
} from '../services/courier-application';

const workStatusIn = workStatusBodySchema;

const applicationCodeIn = v.object({
  phone: textSchema('phone', 'PHONE_REQUIRED'),
  identityNumber: v.optional(textSchema('phone')),
});

export const courierHandlers = [
  http.get(
    '/courier/summary',
    handle({}, ({ query, auth }) => {
      const shipmentId = query.get('shipmentId');
      const userId = query.get('userId');
      let courierId: number | null;
      let shipment: ShipmentRecord | undefined;
      if (shipmentId) {
        shipment = visibleShipment(Number(shipmentId), auth);
        courierId = shipment.courierId;
      } else if (userId) courierId = Number(userId);
      else failValidation([{ field: 'userId', code: 'FIELD_REQUIRED' }]);
      // By userId only for the courier themself, an admin, or a customer whose shipment that
      // courier carries or bids on. Anyone else learns nothing (404).
      if (!shipmentId && courierId !== null && !mayReadCourier(courierId, auth)) fail('COURIER_NOT_FOUND');
      const courier = courierId === null ? undefined : findUser(courierId);
      if (!courier || !isCourier(courier)) fail('COURIER_NOT_FOUND');
      return ok(courierSummary(courier, mayCallCourier(courier.userId, auth, shipment)));
    }),
  ),

  // The applicant's phone is proven before the application is stored: a code by SMS (login
  // type 2), asked for once the form is complete; a phone already known is told here, before any
  // SMS goes out; codes are throttled per phone and per national id (429).
  http.post(
    '/courier/register/code',
    handle({ auth: 'public', body: applicationCodeIn }, async ({ body }) => {
      const phone = normalizePhone(body.phone);
      const identityNumber = body.identityNumber?.trim() ?? '';
      const errors = [
        ...validateGuestPhone(phone, 'phone'),
        ...(identityNumber ? validateTckn(identityNumber) : []),
      ];
      if (errors.length > 0) failValidation(errors);
      assertPhoneFree(phone);
      assertMayAskForCode(phone, identityNumber);
      await sendApplicationCode(phone, identityNumber);
      return ok({ verificationType: APPLICATION_LOGIN_TYPE });
    }),
  ),

  http.post(
    '/courier/register',
    handle({ auth: 'public' }, async ({ request }) => {
      const form = await readForm(request);
      const phone = text(form, 'phone') ?? '';
      const workingType = Number(text(form, 'workingType'));
      const cityId = Number(text(form, 'cityId'));
      const countyId = Number(text(form, 'countyId'));
      const districtId = Number(text(form, 'districtId'));
      const fullAddress = text(form, 'fullAddress') ?? '';
      const email = text(form, 'email') ?? '';
      const iban = (text(form, 'iban') ?? '').replace(/\s/g, '');
      const photo = file(form, 'photo');
      const drivingLicense = file(form, 'drivingLicense');
      const criminalRecord = file(form, 'criminalRecordCertificate');
      const taxCertificate = file(form, 'taxCertificate');
      const errors: ValidationError[] = [
        ...validateCourierRegistration({
          name: text(form, 'name'),
          surname: text(form, 'surname'),
          identityNumber: text(form, 'identityNumber'),
          workingType,
          isAcceptedKVKK: text(form, 'isAcceptedKVKK') === 'true',
          phone,
          email,
          password: text(form, 'password'),
        }),
        ...(email ? [] : [{ field: 'email', code: 'EMAIL_INVALID' as const }]),
        ...validateIban(iban),
        ...(await addressErrors(cityId, countyId, districtId, fullAddress)),
        ...validateImage(photo, 'photo', 'PHOTO_REQUIRED'),
        ...validateImage(drivingLicense, 'drivingLicense', 'DRIVING_LICENSE_REQUIRED'),
        // The application takes photos of every document (the form offers the camera), as JPEG or PNG.
        ...validateImage(criminalRecord, 'criminalRecordCertificate', 'CRIMINAL_RECORD_REQUIRED'),
        ...validateImage(taxCertificate, 'taxCertificate', 'TAX_CERTIFICATE_REQUIRED'),
      ];
      errors.push(
        ...(await byteErrors(
          [
            [photo, 'photo', IMAGE],
            [drivingLicense, 'drivingLicense', IMAGE],
            [criminalRecord, 'criminalRecordCertificate', IMAGE],
            [taxCertificate, 'taxCertificate', IMAGE],
          ],
          errors,
        )),
      );
      if (errors.length > 0) failValidation(errors);
      assertPhoneFree(phone);
      await consumeApplicationCode(phone, text(form, 'verificationCode') ?? '');
      // Only a proven phone learns that the national id has applied before (issue 27).
      assertIdentityNumberFree(text(form, 'identityNumber') ?? '');
      const password = text(form, 'password');
      const userId = nextId(db.users.all(), (u) => u.userId);
      const store = (kind: DocumentKind, f: File | null) => (f ? storeDocument(userId, kind, f) : null);
      const profile: CourierProfileRecord = {
        identityNumber: text(form, 'identityNumber') ?? '',
        workingType: workingType === 2 ? 2 : 1,
        isAcceptedKVKK: true,
        photo: await store('photo', photo),
        address: { cityId, countyId, districtId, fullAddress },
        iban,
        drivingLicense: await store('drivingLicense', drivingLicense),
        criminalRecordCertificate: await store('criminalRecordCertificate', criminalRecord),
        taxCertificate: await store('taxCertificate', taxCertificate),
        isOpenToWork: false,
        rejectReason: null,
      };
      const user = await db.users.create({
        userId,
        roles: ['Courier'],
        phone,
        name: normalizeText(text(form, 'name') ?? ''),
        surname: normalizeText(text(form, 'surname') ?? ''),
        email,
        passwordHash: password ? await hashPassword(password) : null,
        status: MemberStatus.Pending,
        courier: profile,
        createdAt: now(),
      });
      return created(
        { userId: user.userId, status: user.status },
        {
          infoType: 'Success',
          text1: 'Başvurunuz alındı.',
          text2: 'Belgeleriniz incelendikten sonra SMS ile bilgilendirileceksiniz.',
          httpStatus: 201,
        },
      );
    }),
  ),

  http.get(
    '/courier/profile',
    handle({ roles: ['Courier'], applicants: true }, ({ auth }) => ok(courierProfile(auth.user))),
  ),

  // Issue 27: the payout IBAN, the phone and the e-mail change only with a fresh code sent to
  // the phone on file (not to a new phone: whoever holds the session must also hold the phone).
  http.post(
    '/courier/profile/code',
    handle({ roles: ['Courier'], applicants: true }, async ({ auth }) => {
      if (auth.user.status === MemberStatus.Suspended) fail('USER_SUSPENDED');
      await sendSmsCode(auth.user.phone, PROFILE_CHANGE_SMS, {
        text: (code) =>
          `Kurye Çağır profil değişikliği doğrulama kodunuz: ${code}. Bu kodu kimseyle paylaşmayınız.`,
      });
      return ok({ verificationType: PROFILE_CHANGE_SMS });
    }),
  ),

  http.put(
    '/courier/profile',
    handle({ roles: ['Courier'], applicants: true }, async ({ request, auth }) => {
      // A suspended courier may read the profile, not change it (issue 16's allow-list).
      if (auth.user.status === MemberStatus.Suspended) fail('USER_SUSPENDED');
      const form = await readForm(request);
      const current = auth.user.courier;
      if (!current) fail('COURIER_NOT_FOUND');
      const errors: ValidationError[] = [];
      const email = text(form, 'email');
      if (email !== undefined && !isValidEmail(email)) errors.push({ field: 'email', code: 'EMAIL_INVALID' });
      const iban = text(form, 'iban')?.replace(/\s/g, '');
      if (iban !== undefined) errors.push(...validateIban(iban));
      const workingType = text(form, 'workingType');
      if (workingType !== undefined && workingType !== '1' && workingType !== '2') {
        errors.push({ field: 'workingType', code: 'WORKING_TYPE_REQUIRED' });
      }
      const addressGiven = ['cityId', 'countyId', 'districtId', 'fullAddress'].some(
        (f) => text(form, f) !== undefined,
      );
      const address = addressGiven
        ? {
            cityId: Number(text(form, 'cityId')),
            countyId: Number(text(form, 'countyId')),
            districtId: Number(text(form, 'districtId')),
            fullAddress: text(form, 'fullAddress') ?? '',
          }
        : current.address;
      if (addressGiven && address) {
        errors.push(
          ...(await addressErrors(address.cityId, address.countyId, address.districtId, address.fullAddress)),
        );
      }
      const photo = file(form, 'photo');
      const licence = file(form, 'drivingLicense');
      const criminal = file(form, 'criminalRecordCertificate');
      const tax = file(form, 'taxCertificate');
      if (photo) errors.push(...validateImage(photo, 'photo'));
      if (licence) errors.push(...validateImage(licence, 'drivingLicense', 'DRIVING_LICENSE_REQUIRED'));
      errors.push(...validateDocument(criminal, 'criminalRecordCertificate', null));
      errors.push(...validateDocument(tax, 'taxCertificate', null));
      errors.push(
        ...(await byteErrors(
          [
            [photo, 'photo', IMAGE],
            [licence, 'drivingLicense', IMAGE],
            [criminal, 'criminalRecordCertificate', IMAGE],
            [tax, 'taxCertificate', IMAGE],
          ],
          errors,
        )),
      );
      const phone = text(form, 'phone');
      const newPhone = phone === undefined ? undefined : normalizePhone(phone);
      if (newPhone !== undefined && newPhone !== auth.user.phone)
        errors.push(...validateGuestPhone(newPhone, 'phone'));
      if (errors.length > 0) failValidation(errors);
      const sensitive = sensitiveChanges(
        { iban: auth.user.courier?.iban ?? '', phone: auth.user.phone, email: auth.user.email ?? '' },
        { iban, email, phone: newPhone },
      );
      if (sensitive.length > 0) {
        const code = text(form, 'verificationCode') ?? '';
        if (!code) failField('verificationCode', 'VERIFICATION_CODE_REQUIRED');
        if (newPhone && sensitive.includes('phone') && findUserByPhone(newPhone))
          failField('phone', 'PHONE_ALREADY_REGISTERED');
        await consumeSmsCode(auth.user.phone, PROFILE_CHANGE_SMS, code, 'verificationCode');
      }
      // A new document or another vehicle is what the approval judged: an approved courier goes
      // back to approval (docs/decisions/0018-courier-account-landing-menu-waiting-for-approval-profilim-issue-16.md, issue 16), never in the middle of a job or a tender.
      const vehicleChanged = workingType !== undefined && Number(workingType) !== current.workingType;
      const reapproval = !!(photo || licence || criminal || tax || vehicleChanged);
      if (reapproval && isActiveMember(auth.user) && hasWorkInHand(auth.user.userId))
        fail('COURIER_HAS_WORK_IN_HAND');
      const store = (kind: DocumentKind, f: File | null) =>
        f ? storeDocument(auth.user.userId, kind, f) : null;
      const next: CourierProfileRecord = {
        ...current,
        address,
        ...(iban !== undefined ? { iban } : {}),
        ...(workingType !== undefined ? { workingType: workingType === '2' ? 2 : 1 } : {}),
        ...(photo ? { photo: await store('photo', photo) } : {}),
        ...(licence ? { drivingLicense: await store('drivingLicense', licence) } : {}),
        ...(criminal
          ? { criminalRecordCertificate: await store('criminalRecordCertificate', criminal) }
          : {}),
        ...(tax ? { taxCertificate: await store('taxCertificate', tax) } : {}),
      };
      // The files replaced are gone (each document is stored once, at one URL).
      deleteDocuments(documentKinds.filter((k) => next[k] !== current[k]).map((k) => current[k]));
      const updated = await db.users.update((q) => q.where({ userId: auth.user.userId }), {
        data(u) {
          u.courier = next;
          if (email !== undefined) u.email = email;
          if (newPhone !== undefined && sensitive.includes('phone')) u.phone = newPhone;
          if (reapproval && isActiveMember(u) && u.courier) {
            u.status = MemberStatus.Pending;
            u.courier.isOpenToWork = false;
          }
        },
      });
      // The phone on file before the change hears of it: a stolen session cannot hide a new IBAN.
      if (sensitive.length > 0) await sendSmsNotice(auth.user.phone, changeNotice(sensitive, now()));
      return ok(courierProfile(updated ?? auth.user));
    }),
  ),

  http.post(
    '/courier/profile/resubmit',
    handle({ roles: ['Courier'], applicants: true }, async ({ auth }) => {
      const current = auth.user.courier;
      if (!current) fail('COURIER_NOT_FOUND');
      if (auth.user.status !== MemberStatus.Rejected) fail('APPLICATION_NOT_REJECTED');
      const errors = applicationErrors(current, auth.user.email);
      if (errors.length > 0) failValidation(errors);
      const updated = await db.users.update((q) => q.where({ userId: auth.user.userId }), {
        data(u) {
          u.status = MemberStatus.Pending;
          if (u.courier) {
            u.courier.rejectReason = null;
            u.courier.isOpenToWork = false;
          }
        },
      });
      return ok(courierProfile(updated ?? auth.user), {
        infoType: 'Success',
        text1: 'Başvurunuz yeniden gönderildi.',
        text2: 'Belgeleriniz incelendikten sonra SMS ile bilgilendirileceksiniz.',
        httpStatus: 200,
      });
    }),
  ),

  http.put(
    '/courier/updateStatus',
    handle({ roles: ['Courier'], body: workStatusIn }, async ({ auth, body }) => {
      if (!isActiveMember(auth.user)) fail('COURIER_NOT_ACTIVE');
      const updated = await db.users.update((q) => q.where({ userId: auth.user.userId }), {
        data(u) {
          if (u.courier) u.courier.isOpenToWork = body.isOpenToWork;
        },
      });
      return ok(courierProfile(updated ?? auth.user));
    }),
  ),

  http.get(
    '/courier/tenders',
    handle({ roles: ['Courier'] }, ({ auth }) =>
      ok(
        db.shipments
          // Issue 28: "İşe Açığım" off is offered no tenders and no waiting jobs.
          .findMany((q) => q.where((s) => !!auth.user.courier?.isOpenToWork && isOpenJobFor(s, auth)))
          .sort(byNewest)
          .map((s) => ({ ...serializeShipment(s, auth), ...tenderInfoFor(s.shipmentId, auth.user.userId) })),
      ),
    ),
  ),

  http.get(
    '/courier/shipments',
    handle({ roles: ['Courier'] }, ({ auth, query }) => {
      const scope = query.get('scope') ?? 'active';
      if (scope !== 'active' && scope !== 'past') failValidation([{ field: 'scope', code: 'FIELD_INVALID' }]);
      const past = scope === 'past';
      return ok(
        db.shipments
          .findMany((q) =>
            q.where((s) => s.courierId === auth.user.userId && isPastStatus(s.shipmentStatus) === past),
          )
          .sort(byNewest)
          .map((s) => serializeShipment(s, auth)),
      );
    }),
  ),
];
