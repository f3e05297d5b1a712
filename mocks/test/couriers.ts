// New couriers made through the contract, for tests that need more couriers than the demo has
// (tests/races/tender.test.ts): each applies, an admin approves, and they sign in with a password.
import { expect } from 'vitest';
import { api, lastSmsCode, passwordLogin } from './api';
import { tckn } from './documents';
import { courierForm } from './operation-samples';

export const NEW_COURIER_PASSWORD = 'Kurye123!';

/**
 * Applicant `i` (phone 0547 300 000i, a motorcycle courier in İstanbul unless told otherwise)
 * applies with a password, the admin's token approves them, and they sign in.
 */
export async function approvedCourier(
  i: number,
  adminToken: string,
  workingType = 1,
): Promise<{ userId: number; token: string }> {
  const form = courierForm();
  const phone = `0547${String(3000000 + i).padStart(7, '0')}`;
  const identityNumber = tckn(String(300000000 + i));
  form.set('phone', phone);
  form.set('identityNumber', identityNumber);
  form.set('email', `kurye${i}@example.com`);
  form.set('password', NEW_COURIER_PASSWORD);
  form.set('workingType', String(workingType));
  const sent = await api('POST', '/courier/register/code', { body: { phone, identityNumber } });
  expect(sent.status, 'the application code').toBe(200);
  form.set('verificationCode', await lastSmsCode(phone));
  const applied = await api<{ userId: number }>('POST', '/courier/register', { body: form });
  expect(applied.status, 'the application').toBe(201);
  const { userId } = applied.body.data;
  const approved = await api('PUT', `/admin/approvals/${userId}`, {
    token: adminToken,
    body: { decision: 'approve' },
  });
  expect(approved.status, 'the approval').toBe(200);
  return { userId, token: await passwordLogin(phone, NEW_COURIER_PASSWORD, 4) };
}
