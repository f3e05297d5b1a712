// What POST /feedback stores: no operation reads feedback back, so the record (and that a refusal
// or a replay stores nothing more) is read in the emulated server's memory. The answers themselves
// are checked over HTTP in feedback.test.ts.
import { describe, expect, it } from 'vitest';
import { db } from './db';
import { accounts, api, setupMockServer } from './test/api';
import { refusedFeedback, validFeedback as valid } from './test/feedback-cases';

setupMockServer();

const count = () => db.feedback.all().length;

describe('POST /feedback stores', () => {
  it.each(refusedFeedback)('nothing for %s', async (_name, body) => {
    const before = count();
    expect((await api('POST', '/feedback', { body })).status).toBe(400);
    expect(count()).toBe(before);
  });

  it('a visitor’s feedback without a user, with the optional fields', async () => {
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

  it('a signed-in user’s feedback under the user, the message trimmed', async () => {
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

describe('POST /feedback with an Idempotency-Key stores', () => {
  it('one feedback however often the same key and body come, racing or after', async () => {
    const headers = { 'Idempotency-Key': '0b9d2c1e-3f4a-4b5c-8d6e-7f8091a2b3c4' };
    const before = count();
    const answers = await Promise.all(
      [1, 2, 3].map(() => api<{ feedbackId: number }>('POST', '/feedback', { body: valid, headers })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect((await api('POST', '/feedback', { body: valid, headers })).status).toBe(201);
    expect(count()).toBe(before + 1);
  });

  it('nothing for the key with another body or from another sender', async () => {
    const token = await accounts.customer();
    const headers = { 'Idempotency-Key': '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9' };
    expect((await api('POST', '/feedback', { token, body: valid, headers })).status).toBe(201);
    const before = count();
    const changed = { ...valid, message: 'Başka bir mesaj, aynı anahtarla.' };
    expect((await api('POST', '/feedback', { token, body: changed, headers })).status).toBe(422);
    expect((await api('POST', '/feedback', { body: valid, headers })).status).toBe(409);
    expect(
      (await api('POST', '/feedback', { token: await accounts.mehmet(), body: valid, headers })).status,
    ).toBe(409);
    expect(count()).toBe(before);
  });
});
