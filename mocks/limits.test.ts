// @vitest-environment node
// Issue 14, "Input": each body that made the emulated server answer 500, or store what no real
// server would, now gets a 400 that says which field and why.
import { describe, expect, it } from 'vitest';
import { MAX_DELIVERIES, PAGE_TREE, TEXT_MAX } from '@/domain/limits';
import { accounts, api, BASE, setupMockServer } from './test/api';
import { delivery, pickup, shipmentBody } from './test/fixtures';

setupMockServer();

const codes = (r: { body: { errors?: { code: string }[]; code?: string } }) =>
  (r.body.errors ?? []).map((e) => e.code).concat(r.body.code ? [r.body.code] : []);

const far = { lat: 91, long: 29 };
const priceBody = (overrides: Record<string, unknown> = {}) => ({
  vehicleType: 1,
  weightType: 2,
  includeInsurance: false,
  hasTransportService: false,
  startAddress: pickup.worldCoordinate,
  delivery: [delivery.worldCoordinate],
  ...overrides,
});

describe('the three bodies that made POST /shipment answer 500', () => {
  it.each([
    [
      'a non-integer contentType',
      { shipmentList: [{ startAddress: delivery, contentType: 1.5 }] },
      'FIELD_INVALID',
    ],
    ['an insured value of 1e308', { includeInsurance: true, shipmentValue: 1e308 }, 'MONEY_TOO_LARGE'],
    [
      'coordinates of 1e308',
      { startAddress: { ...pickup, worldCoordinate: { lat: 1e308, long: 1e308 } } },
      'COORDINATES_INVALID',
    ],
  ])('%s is a 400 naming the field', async (_, overrides, code) => {
    const token = await accounts.customer();
    const res = await api('POST', '/shipment', { token, body: shipmentBody(overrides) });
    expect(res.status).toBe(400);
    expect(codes(res)).toContain(code);
  });
});

describe('coordinates beyond −90..90 / −180..180 (a shipment priced at 20.367 km)', () => {
  it('are refused by create, price and distance', async () => {
    const token = await accounts.customer();
    const create = await api('POST', '/shipment', {
      token,
      body: shipmentBody({ startAddress: { ...pickup, worldCoordinate: far } }),
    });
    expect(create.status).toBe(400);
    expect(codes(create)).toContain('COORDINATES_INVALID');
    const price = await api('POST', '/shipment/price', {
      body: priceBody({ delivery: [{ lat: 41, long: 181 }] }),
    });
    expect(price.status).toBe(400);
    expect(codes(price)).toContain('COORDINATES_INVALID');
    const distance = await api('POST', '/geo/distance', {
      body: { origin: far, destinations: [pickup.worldCoordinate] },
    });
    expect(distance.status).toBe(400);
    expect(codes(distance)).toContain('COORDINATES_INVALID');
  });
});

describe('deliveries', () => {
  it(`takes ${MAX_DELIVERIES} and refuses ${MAX_DELIVERIES + 1} (routing providers cap waypoints)`, async () => {
    const token = await accounts.customer();
    const stops = (n: number) =>
      Array.from({ length: n }, () => ({ startAddress: delivery, contentType: 7 }));
    const ok = await api('POST', '/shipment', {
      token,
      body: shipmentBody({ shipmentList: stops(MAX_DELIVERIES) }),
    });
    expect(ok.status).toBe(201);
    const tooMany = await api('POST', '/shipment', {
      token,
      body: shipmentBody({ shipmentList: stops(MAX_DELIVERIES + 1) }),
    });
    expect(tooMany.status).toBe(400);
    expect(codes(tooMany)).toContain('TOO_MANY_DELIVERIES');
    const price = await api('POST', '/shipment/price', {
      body: priceBody({ delivery: Array.from({ length: 200 }, () => delivery.worldCoordinate) }),
    });
    expect(codes(price)).toContain('TOO_MANY_DELIVERIES');
  });
});

describe('text', () => {
  it('a 1 MB address title is not stored: over its length it is a 400', async () => {
    const token = await accounts.customer();
    const long = await api('POST', '/shipment', {
      token,
      body: shipmentBody({ startAddress: { ...pickup, title: 'x'.repeat(TEXT_MAX.title + 1) } }),
    });
    expect(long.status).toBe(400);
    expect(long.body.errors).toContainEqual(
      expect.objectContaining({ field: 'startAddress.title', code: 'TEXT_TOO_LONG' }),
    );
    const huge = await api('POST', '/shipment', {
      token,
      body: shipmentBody({ startAddress: { ...pickup, fullAddress: 'x'.repeat(1_100_000) } }),
    });
    expect(huge.status).toBe(413);
  });
});

describe('money in every field has a ceiling', () => {
  it('a wallet movement, a package price and a bid of 1e308 are refused, and nothing is stored', async () => {
    const admin = await accounts.admin();
    const before = await api<{ items: { accountId: number; balance: number }[] }>('GET', '/admin/accounts', {
      token: admin,
    });
    const movement = await api('POST', '/admin/account-movements', {
      token: admin,
      body: { accountId: 1, relationType: 1, amount: 1e308 },
    });
    expect(movement.status).toBe(400);
    expect(codes(movement)).toContain('MONEY_TOO_LARGE');
    const after = await api<{ items: { accountId: number; balance: number }[] }>('GET', '/admin/accounts', {
      token: admin,
    });
    expect(after.body.data.items).toEqual(before.body.data.items);

    const pkg = await api('POST', '/admin/packages', {
      token: admin,
      body: { name: 'Sınırsız', price: 1e308, durationDays: 30, productCode: 'CARIHESAP' },
    });
    expect(codes(pkg)).toContain('MONEY_TOO_LARGE');

    const emre = await accounts.emre();
    const bid = await api('POST', '/shipment/1004/price-quote', {
      token: emre,
      body: { priceQuoteAmount: 1e308 },
    });
    expect(bid.status).toBe(400);
    expect(codes(bid)).toContain('MONEY_TOO_LARGE');
  });
});

describe('dynamic page trees', () => {
  const page = (content: unknown) => ({ pageCode: 'derin', title: 'Derin', isActive: true, content });
  const nested = (levels: number) => {
    let node: Record<string, unknown> = { elementType: 'div', propList: [], contentList: [] };
    for (let i = 1; i < levels; i++) node = { elementType: 'div', propList: [], contentList: [node] };
    return node;
  };

  it('a 10 000-deep body is a 400, not a stack overflow', async () => {
    const admin = await accounts.admin();
    // Written as text: JSON.stringify itself would overflow on it.
    const open = '{"elementType":"div","propList":[],"contentList":['.repeat(10_000);
    const tree = `${open}${']}'.repeat(10_000)}`;
    const text = `{"pageCode":"derin","title":"Derin","isActive":true,"content":${tree}}`;
    const response = await fetch(`${BASE}/admin/dynamic-pages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: text,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, code: 'INVALID_BODY' });
  });

  it(`takes ${PAGE_TREE.maxDepth} levels, refuses ${PAGE_TREE.maxDepth + 1}, and more than ${PAGE_TREE.maxNodes} nodes`, async () => {
    const admin = await accounts.admin();
    expect(
      (await api('POST', '/admin/dynamic-pages', { token: admin, body: page(nested(PAGE_TREE.maxDepth)) }))
        .status,
    ).toBe(201);
    const deep = await api('PUT', '/admin/dynamic-pages/derin', {
      token: admin,
      body: page(nested(PAGE_TREE.maxDepth + 1)),
    });
    expect(codes(deep)).toContain('PAGE_TREE_TOO_LARGE');
    const leaf = { elementType: 'p', propList: [], contentList: [], text: 'x' };
    const wide = {
      elementType: 'div',
      propList: [],
      contentList: Array.from({ length: PAGE_TREE.maxNodes }, () => leaf),
    };
    const res = await api('PUT', '/admin/dynamic-pages/derin', { token: admin, body: page(wide) });
    expect(codes(res)).toContain('PAGE_TREE_TOO_LARGE');
  });
});
