// Couriers: card, application (multipart, validated with the form's rules), profile, work status,
// open jobs and assigned shipments.
import { applicationErrors, changeNotice, sensitiveChanges } from '@/domain/courier-form';
import {
  APPLICATION_LOGIN_TYPE,
  APPLICATION_RECEIVED,
  APPLICATION_RESUBMITTED,
  applicationCodeRequest,
  applicationCodeSchema,
  needsReapproval,
  profileChangeText,
  readApplication,
  readMultipartForm,
  readProfileChange,
} from '@/domain/courier-application';
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
import { byNewest, isOpenJobFor, serializeShipment, visibleShipment } from '../services/shipments';
import { courierProfile, courierSummary, findUser, findUserByPhone, isCourier } from '../services/users';
import { PROFILE_CHANGE_SMS } from '@/domain/sign-in';
import { workStatusBodySchema } from '@/domain/tender-input';
import { consumeSmsCode, sendSmsCode, sendSmsNotice } from '../services/sms-codes';
import {
  assertIdentityNumberFree,
  assertMayAskForCode,
  assertPhoneFree,
  consumeApplicationCode,
  sendApplicationCode,
} from '../services/courier-application';

const workStatusIn = workStatusBodySchema;

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
    handle({ auth: 'public', body: applicationCodeSchema }, async ({ body }) => {
      const { phone, identityNumber } = applicationCodeRequest(body);
      assertPhoneFree(phone);
      assertMayAskForCode(phone, identityNumber);
      await sendApplicationCode(phone, identityNumber);
      return ok({ verificationType: APPLICATION_LOGIN_TYPE });
    }),
  ),

  http.post(
    '/courier/register',
    handle({ auth: 'public' }, async ({ request }) => {
      const application = await readApplication(await readMultipartForm(request));
      const { phone, files } = application;
      assertPhoneFree(phone);
      await consumeApplicationCode(phone, application.verificationCode);
      // Only a proven phone learns that the national id has applied before (issue 27).
      assertIdentityNumberFree(application.identityNumber);
      const userId = nextId(db.users.all(), (u) => u.userId);
      const store = (kind: DocumentKind) => {
        const f = files[kind];
        return f ? storeDocument(userId, kind, f) : null;
      };
      const profile: CourierProfileRecord = {
        identityNumber: application.identityNumber,
        workingType: application.workingType,
        isAcceptedKVKK: true,
        photo: await store('photo'),
        address: application.address,
        iban: application.iban,
        drivingLicense: await store('drivingLicense'),
        criminalRecordCertificate: await store('criminalRecordCertificate'),
        taxCertificate: await store('taxCertificate'),
        isOpenToWork: false,
        rejectReason: null,
      };
      const user = await db.users.create({
        userId,
        roles: ['Courier'],
        phone,
        name: application.name,
        surname: application.surname,
        email: application.email,
        passwordHash: application.password ? await hashPassword(application.password) : null,
        status: MemberStatus.Pending,
        courier: profile,
        createdAt: now(),
      });
      return created({ userId: user.userId, status: user.status }, APPLICATION_RECEIVED);
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
      await sendSmsCode(auth.user.phone, PROFILE_CHANGE_SMS, { text: profileChangeText });
      return ok({ verificationType: PROFILE_CHANGE_SMS });
    }),
  ),

  http.put(
    '/courier/profile',
    handle({ roles: ['Courier'], applicants: true }, async ({ request, auth }) => {
      // A suspended courier may read the profile, not change it (issue 16's allow-list).
      if (auth.user.status === MemberStatus.Suspended) fail('USER_SUSPENDED');
      const current = auth.user.courier;
      if (!current) fail('COURIER_NOT_FOUND');
      const change = await readProfileChange(await readMultipartForm(request), auth.user.phone);
      const { email, iban, workingType, files } = change;
      const newPhone = change.phone;
      const address = change.address ?? current.address;
      const sensitive = sensitiveChanges(
        { iban: auth.user.courier?.iban ?? '', phone: auth.user.phone, email: auth.user.email ?? '' },
        { iban, email, phone: newPhone },
      );
      if (sensitive.length > 0) {
        const code = change.verificationCode;
        if (!code) failField('verificationCode', 'VERIFICATION_CODE_REQUIRED');
        if (newPhone && sensitive.includes('phone') && findUserByPhone(newPhone))
          failField('phone', 'PHONE_ALREADY_REGISTERED');
        await consumeSmsCode(auth.user.phone, PROFILE_CHANGE_SMS, code, 'verificationCode');
      }
      // A new document or another vehicle is what the approval judged: an approved courier goes
      // back to approval (docs/decisions/0018-courier-account-landing-menu-waiting-for-approval-profilim-issue-16.md, issue 16), never in the middle of a job or a tender.
      const reapproval = needsReapproval(change, current.workingType);
      if (reapproval && isActiveMember(auth.user) && hasWorkInHand(auth.user.userId))
        fail('COURIER_HAS_WORK_IN_HAND');
      const store = async (kind: DocumentKind) => {
        const f = files[kind];
        return f ? { [kind]: await storeDocument(auth.user.userId, kind, f) } : {};
      };
      const next: CourierProfileRecord = {
        ...current,
        address,
        ...(iban !== undefined ? { iban } : {}),
        ...(workingType !== undefined ? { workingType } : {}),
        ...(await store('photo')),
        ...(await store('drivingLicense')),
        ...(await store('criminalRecordCertificate')),
        ...(await store('taxCertificate')),
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
      return ok(courierProfile(updated ?? auth.user), APPLICATION_RESUBMITTED);
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
