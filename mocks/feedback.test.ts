// POST /feedback: the form's rules on the server (400 with the field and the Turkish text), and
// its Idempotency-Key (the outbox resends a feedback written offline): one record per key.
import { describe, expect, it } from 'vitest';
import { db } from './db';
import { accounts, api, setupMockServer } from './test/api';

setupMockServer();

const valid = { topic: 'gonderi', message: 'Kurye paketi zamanında getirdi, teşekkürler.' };
const count = () => db.feedback.all().length;

describe('POST /feedback refuses what the form refuses', () => {
  it.each([
    ['no topic', { message: valid.message }, 'topic', 'FEEDBACK_TOPIC_REQUIRED', 'Lütfen bir konu seçiniz.'],
    ['an unknown topic', { ...valid, topic: 'reklam' }, 'topic', 'FEEDBACK_TOPIC_REQUIRED', 'konu'],
    ['no message', { topic: 'oneri' }, 'message', 'FEEDBACK_MESSAGE_REQUIRED', 'mesajınızı'],
    ['a message of spaces', { ...valid, message: '      ' }, 'message', 'FEEDBACK_MESSAGE_REQUIRED', 'mesaj'],
    [
      'a short message',
      { ...valid, message: 'kısa' },
      'message',
      'FEEDBACK_MESSAGE_TOO_SHORT',
      '10 karakter',
    ],
    ['a message over 2000', { ...valid, message: 'a'.repeat(2001) }, 'message', 'TEXT_TOO_LONG', 'uzunluğu'],
    [
      'a shipment number as text',
      { ...valid, shipmentId: '1004' },
      'shipmentId',
      'SHIPMENT_NUMBER_INVALID',
      'rakam',
    ],
    ['a shipment number of 0', { ...valid, shipmentId: 0 }, 'shipmentId', 'SHIPMENT_NUMBER_INVALID', 'rakam'],
    [
      'a shipment number over 2^31-1',
      { ...valid, shipmentId: 2 ** 31 },
      'shipmentId',
      'SHIPMENT_NUMBER_INVALID',
      'rakam',
    ],
    ['a bad phone', { ...valid, phone: '0212' }, 'phone', 'PHONE_INVALID', '0xxx xxx xxxx'],
    ['a phone over 20', { ...valid, phone: '0'.repeat(21) }, 'phone', 'TEXT_TOO_LONG', 'uzunluğu'],
    ['a bad e-mail', { ...valid, email: 'ayse' }, 'email', 'EMAIL_INVALID', 'e-posta'],
  ])('%s: 400, nothing recorded', async (_name, body, field, code, text) => {
    const before = count();
    const answer = await api('POST', '/feedback', { body });
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    const error = answer.body.errors?.find((e) => e.field === field);
    expect(error?.code).toBe(code);
    expect(error?.desc).toContain(text);
    expect(count()).toBe(before);
  });

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
    const stored = db.feedback.findFirst((q) => q.where({ feedbackId: answer.body.data.feedbackId }));
    expect(stored).toMatchObject({
      topic: 'gonderi',
      message: valid.message,
      shipmentId: 1004,
      phone: '05321112233',
      userId: null,
    });
  });

  it('under the signed-in user, the message trimmed', async () => {
    const token = await accounts.customer();
    const answer = await api<{ feedbackId: number }>('POST', '/feedback', {
      token,
      body: { ...valid, message: `  ${valid.message}  ` },
    });
    expect(answer.status).toBe(201);
    const stored = db.feedback.findFirst((q) => q.where({ feedbackId: answer.body.data.feedbackId }));
    expect(stored?.userId).toBeGreaterThan(0);
    expect(stored?.message).toBe(valid.message);
  });
});

describe('POST /feedback with an Idempotency-Key', () => {
  it('records one feedback however often the same key and body come, racing or after', async () => {
    const headers = { 'Idempotency-Key': '0b9d2c1e-3f4a-4b5c-8d6e-7f8091a2b3c4' };
    const before = count();
    const answers = await Promise.all(
      [1, 2, 3].map(() => api<{ feedbackId: number }>('POST', '/feedback', { body: valid, headers })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    const ids = new Set(answers.map((a) => a.body.data.feedbackId));
    expect(ids.size).toBe(1);
    const later = await api<{ feedbackId: number }>('POST', '/feedback', { body: valid, headers });
    expect(later.status).toBe(201);
    expect(later.body.data.feedbackId).toBe(answers[0]?.body.data.feedbackId);
    expect(count()).toBe(before + 1);
  });

  it('refuses the key with another body (422) and from another sender (409), recording nothing', async () => {
    const token = await accounts.customer();
    const headers = { 'Idempotency-Key': '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9' };
    expect((await api('POST', '/feedback', { token, body: valid, headers })).status).toBe(201);
    const before = count();

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
    expect(count()).toBe(before);
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
