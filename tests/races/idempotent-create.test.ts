// Many requests at once under one Idempotency-Key (a double click, the outbox resending while the
// first answer is on its way): one shipment is created, every answer names it; one status change
// is made, every answer is its answer. Without a key, parallel changes of one status take turns
// on the shipment's row: one wins, the others find the status moved on.
import { describe, expect, it } from 'vitest';
import { accounts, api, setupMockServer } from '../../mocks/test/api';
import { shipmentBody } from '../../mocks/test/fixtures';

setupMockServer();

const PARALLEL = 20;

interface Shipment {
  shipmentId: number;
  shipmentStatus: number;
}

const cancel = { fromState: 1, toState: 50, action: 1500 };

describe('one Idempotency-Key, many requests at once', () => {
  it('creates one shipment: every answer names it, the list holds it once', async () => {
    const token = await accounts.customer();
    const before = (await api<Shipment[]>('GET', '/shipment/active', { token })).body.data;
    const headers = { 'Idempotency-Key': '1b7e0c9a-5d2f-4a8e-9c31-7f6e5d4c3b2a' };
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        api<{ shipmentId: number }>('POST', '/shipment', { token, body: shipmentBody(), headers }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(PARALLEL).fill(201));
    const ids = new Set(answers.map((a) => a.body.data.shipmentId));
    expect(ids.size).toBe(1);
    const after = (await api<Shipment[]>('GET', '/shipment/active', { token })).body.data;
    expect(after.length).toBe(before.length + 1);
    expect(after.filter((s) => ids.has(s.shipmentId))).toHaveLength(1);
  });

  it('changes a status once: every answer under the key is the same shipment, one history step', async () => {
    const token = await accounts.customer();
    const made = await api<{ shipmentId: number }>('POST', '/shipment', { token, body: shipmentBody() });
    const id = made.body.data.shipmentId;
    const headers = { 'Idempotency-Key': '4c2d8e1f-0a9b-4c7d-8e6f-5a4b3c2d1e0f' };
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        api<Shipment>('PUT', `/shipment/${id}/change-status`, { token, body: cancel, headers }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(PARALLEL).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body.data))).size).toBe(1);
    expect(answers[0]!.body.data.shipmentStatus).toBe(50);
    const history = await api<{ shipmentStatus: number; date: string | null }[]>(
      'GET',
      `/shipment/${id}/history`,
      { token },
    );
    expect(history.body.data.filter((step) => step.shipmentStatus === 50 && step.date !== null)).toHaveLength(
      1,
    );
  });

  it('without a key, parallel changes of one status: one is made, the others find it moved on', async () => {
    const token = await accounts.customer();
    const made = await api<{ shipmentId: number }>('POST', '/shipment', { token, body: shipmentBody() });
    const id = made.body.data.shipmentId;
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        api<Shipment>('PUT', `/shipment/${id}/change-status`, { token, body: cancel }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).map((a) => a.body.code)).toEqual(
      Array(PARALLEL - 1).fill('INVALID_TRANSITION'),
    );
  });
});
