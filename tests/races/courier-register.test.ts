// Courier applications at once (issue 32): one phone, or one national id, makes one application.
// Two registrations with one phone and its one code: one is stored, the other is refused as the
// emulated server refuses it (the phone is taken, or its code already used), never a 5xx. Two
// proven phones with one national id: one is stored, the other 409 IDENTITY_NUMBER_ALREADY_REGISTERED.
import { describe, expect, it } from 'vitest';
import { api, lastSmsCode, setupMockServer } from '../../mocks/test/api';
import { courierApplication, courierForm } from '../../mocks/test/operation-samples';

setupMockServer();

const register = (form: FormData) => api<{ userId: number }>('POST', '/courier/register', { body: form });
const refusal = (result: Awaited<ReturnType<typeof register>>) =>
  `${result.status} ${result.body.errors?.[0]?.code ?? result.body.code}`;

describe('courier applications at once', () => {
  it('one phone, two registrations: one account, the other refused (409 or the used code), no 5xx', async () => {
    const form = await courierApplication();
    const answers = await Promise.all([register(form), register(form)]);
    const stored = answers.filter((a) => a.status === 201);
    expect(stored).toHaveLength(1);
    const other = answers.find((a) => a.status !== 201)!;
    expect(['409 PHONE_ALREADY_REGISTERED', '400 VERIFICATION_CODE_INVALID']).toContain(refusal(other));
    // The phone is taken now: a new code is refused before any SMS.
    const again = await api('POST', '/courier/register/code', { body: { phone: '05461112233' } });
    expect(again.status).toBe(409);
  });

  it('one national id, two proven phones at once: one application, the other 409', async () => {
    const forms = await Promise.all(
      ['05461112233', '05461112244'].map(async (phone) => {
        const form = courierForm();
        form.set('phone', phone);
        const sent = await api('POST', '/courier/register/code', { body: { phone } });
        expect(sent.status).toBe(200);
        form.set('verificationCode', await lastSmsCode(phone));
        return form;
      }),
    );
    const answers = await Promise.all(forms.map(register));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(refusal(answers.find((a) => a.status === 409)!)).toBe('409 IDENTITY_NUMBER_ALREADY_REGISTERED');
  });
});
