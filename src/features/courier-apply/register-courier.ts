// The application's two calls: the SMS code for the phone (login type 2), then the application
// itself (multipart, with the code).
import { api, toFormData } from '@/api/client';
import type { components } from '@/api/schema';
import { applicationBody, type ApplicationValues } from './application-values';

type ErrorEnvelope = components['schemas']['ErrorEnvelope'];

export type CallResult<T> =
  { ok: true; data: T } | { ok: false; status: number; body: Partial<ErrorEnvelope> | undefined };

/**
 * POST /courier/register/code: the server checks the phone is new and not asked too often (429,
 * the desc says when to ask again), then sends an SMS. A national id already applied is said by
 * registerCourier, once the code proves the phone.
 */
export async function requestApplicationCode(
  phone: string,
  identityNumber: string,
): Promise<CallResult<null>> {
  const { data, error, response } = await api.POST('/courier/register/code', {
    body: { phone, ...(identityNumber ? { identityNumber } : {}) },
  });
  if (response.status === 200 && data) return { ok: true, data: null };
  return { ok: false, status: response.status, body: error };
}

/** POST /courier/register (multipart): stored pending (status 2) on 201. */
export async function registerCourier(
  values: ApplicationValues,
  verificationCode: string,
): Promise<CallResult<components['schemas']['CourierRegistrationResult']>> {
  const body = applicationBody(values, verificationCode);
  const { data, error, response } = await api.POST('/courier/register', {
    body: body as unknown as components['schemas']['CourierRegistration'],
    bodySerializer: (b) => toFormData(b as unknown as Record<string, unknown>),
  });
  if (response.status === 201 && data?.data) return { ok: true, data: data.data };
  return { ok: false, status: response.status, body: error };
}
