// POST /feedback: the form's rules on the server (400 with the field and the Turkish text), and
// its Idempotency-Key (the outbox resends a feedback written offline): one record per key.
// No operation reads feedback back: what is stored, and that a refusal or a replay stores nothing
// more, is checked in feedback.memory.test.ts.
import { describe, expect, it } from 'vitest';
import { accounts, api, setupMockServer } from './test/api';
import { refusedFeedback, validFeedback as valid } from './test/feedback-cases';

setupMockServer();

describe('POST /feedback refuses what the form refuses', () => {
  it.each(refusedFeedback)(
    '%s: 400 with the field and the Turkish text',
    async (_name, body, field, code, text) => {
      const answer = await api('POST', '/feedback', { body });
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
      const error = answer.body.errors?.find((e) => e.field === field);
      expect(error?.code).toBe(code);
      expect(error?.desc).toContain(text);
    },
  );

  it('answers a body that is not JSON or not an object with 400, never 5xx', async () => {
    for (const body of [[], 'metin', 42, null]) {
      const answer = await api('POST', '/feedback', { body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('POST /feedback records it', () => {
  it('from a visitor without a session, with the optional fields', async () => {
    const answer = await api<{ feedbackId: number }>('POST', '/feedback', {
      body: { ...valid, shipmentId: 1004, phone: '05321112233' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data.feedbackId).toBeGreaterThan(0);
  });

  it('under the signed-in user, the message trimmed', async () => {
    const token = await accounts.customer();
    const answer = await api<{ feedbackId: number }>('POST', '/feedback', {
      token,
      body: { ...valid, message: `  ${valid.message}  ` },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data.feedbackId).toBeGreaterThan(0);
  });
});

describe('POST /feedback with an Idempotency-Key', () => {
  it('records one feedback however often the same key and body come, racing or after', async () => {
    const headers = { 'Idempotency-Key': '0b9d2c1e-3f4a-4b5c-8d6e-7f8091a2b3c4' };
    const answers = await Promise.all(
      [1, 2, 3].map(() => api<{ feedbackId: number }>('POST', '/feedback', { body: valid, headers })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    const ids = new Set(answers.map((a) => a.body.data.feedbackId));
    expect(ids.size).toBe(1);
    const later = await api<{ feedbackId: number }>('POST', '/feedback', { body: valid, headers });
    expect(later.status).toBe(201);
    expect(later.body.data.feedbackId).toBe(answers[0]?.body.data.feedbackId);
  });

  it('refuses the key with another body (422) and from another sender (409), recording nothing', async () => {
    const token = await accounts.customer();
    const headers = { 'Idempotency-Key': '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9' };
    expect((await api('POST', '/feedback', { token, body: valid, headers })).status).toBe(201);

    const changed = await api('POST', '/feedback', {
      token,
      body: { ...valid, message: 'Başka bir mesaj, aynı anahtarla.' },
      headers,
    });
    expect(changed.status).toBe(422);
    expect(changed.body.code).toBe('IDEMPOTENCY_KEY_MISMATCH');
    expect(changed.body.desc).toMatch(/geri bildirim/);

    const anonymous = await api('POST', '/feedback', { body: valid, headers });
    expect(anonymous.status).toBe(409);
    expect(anonymous.body.code).toBe('IDEMPOTENCY_KEY_REUSED');

    const other = await api('POST', '/feedback', { token: await accounts.mehmet(), body: valid, headers });
    expect(other.status).toBe(409);
  });

  it('a shipment key is not a feedback key, nor the other way round', async () => {
    const token = await accounts.customer();
    const headers = { 'Idempotency-Key': '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d' };
    expect((await api('POST', '/feedback', { token, body: valid, headers })).status).toBe(201);
    const status = await api('PUT', '/shipment/1001/change-status', {
      token,
      body: { fromState: 1, toState: 50, action: 1500 },
      headers,
    });
    expect(status.status).toBe(422);
  });
});
