import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { rejectReasonSchema } from '@/domain/approval';
import { ApiError } from '@/api/errors';
import { catalogueResolver, fieldErrorsOf } from './form-resolver';

describe('catalogueResolver (one schema for the form and the server)', () => {
  const validate = catalogueResolver(v.object({ reason: rejectReasonSchema }));

  it('puts the catalogue text under the field', () => {
    expect(validate({ reason: '  ' })).toEqual({
      reason: 'Lütfen ret gerekçesini yazınız. Gerekçe kuryeye iletilir.',
    });
    expect(validate({ reason: 'x'.repeat(501) })).toEqual({
      reason: 'Girilen metin izin verilen uzunluğu aşıyor.',
    });
  });

  it('has nothing to say about a valid value', () => {
    expect(validate({ reason: 'Ehliyet okunmuyor' })).toEqual({});
  });
});

describe('fieldErrorsOf (a server 400 on the form)', () => {
  it('takes each error’s desc, or the catalogue text of its code', () => {
    const error = new ApiError(400, {
      success: false,
      code: 'VALIDATION_FAILED',
      desc: 'x',
      errors: [
        { field: 'reason', code: 'REJECT_REASON_REQUIRED', desc: 'Sunucunun metni' },
        { field: 'email', code: 'EMAIL_INVALID', desc: '' },
      ],
    });
    expect(fieldErrorsOf(error)).toEqual({
      reason: 'Sunucunun metni',
      email: 'Lütfen geçerli bir e-posta adresi giriniz.',
    });
    expect(fieldErrorsOf(new Error('ağ'))).toEqual({});
  });
});
