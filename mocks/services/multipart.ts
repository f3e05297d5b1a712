// A courier's multipart form in the emulated server: the body read within its size limit and the
// address checked against the mock's geo data. The form's rules are src/domain/courier-form.ts.
import { overlongFields } from '@/domain/courier-form';
import { MAX_MULTIPART_BODY_BYTES } from '@/domain/limits';
import { FULL_ADDRESS_MIN_LENGTH, type ValidationError } from '@/domain/validators';
import { fail, failValidation } from '@/domain/api-errors';
import { findCounty } from '@/domain/geo/geo';
import { refuseDeclaredOverLimit } from '@/domain/request-body';

export async function readForm(request: Request): Promise<FormData> {
  refuseDeclaredOverLimit(request, MAX_MULTIPART_BODY_BYTES);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    fail('INVALID_BODY');
  }
  const overlong = overlongFields(form);
  if (overlong.length > 0) failValidation(overlong);
  return form;
}

export async function addressErrors(
  cityId: number,
  countyId: number,
  districtId: number,
  fullAddress: string,
): Promise<ValidationError[]> {
  const county = await findCounty(cityId, countyId);
  const ok =
    !!county?.districts.some((d) => d.districtId === districtId) &&
    fullAddress.length >= FULL_ADDRESS_MIN_LENGTH;
  return ok ? [] : [{ field: 'address', code: 'ADDRESS_REQUIRED' }];
}
