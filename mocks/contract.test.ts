// @vitest-environment node
// Every operation of openapi.yaml has a handler, and its answers match the declared schema.
import { describe, expect, it } from 'vitest';
import { findOperation, operations, validateResponse } from '../tests/contract/openapi';
import { accounts, api, BASE, lastSmsCode, setupMockServer } from './test/api';
import { shipmentBody } from './test/fixtures';

setupMockServer();

const pathValues: Record<string, string> = {
  cityId: '34',
  countyId: '34023',
  paramType: 'ShipmentWeight',
  pageCode: 'hakkimizda',
  shipmentId: '1003',
  priceQuoteOfferId: '2',
  userId: '4',
  packageId: '3',
  userPackageId: '2',
  helpId: '1',
};

const queries: Record<string, string> = {
  refreshToken: '?t=1',
  geocode: '?q=Caferağa Kadıköy İstanbul',
  reverseGeocode: '?lat=40.99&long=29.03',
  getCourierSummary: '?shipmentId=1005',
  getReconciliation: '?date=2025-01-01',
  listMockSms: '?phone=05321112233',
};

const coordinate = { lat: 40.99, long: 29.03 };
const page = {
  pageCode: 'yeni-sayfa',
  title: 'Yeni Sayfa',
  isActive: true,
  content: { elementType: 'div', propList: [], contentList: [] },
};

const bodies: Record<string, unknown> = {
  login: { identifier: '05321112233', loginType: 1 },
  verify: { identifier: '05321112233', code: '000000', loginType: 1 },
  computeDistance: { origin: coordinate, destinations: [{ lat: 41.04, long: 29.0 }] },
  createShipment: shipmentBody(),
  calculatePrice: {
    vehicleType: 1,
    weightType: 1,
    includeInsurance: false,
    hasTransportService: false,
    startAddress: coordinate,
    delivery: [{ lat: 41.04, long: 29.0 }],
  },
  changeShipmentStatus: { fromState: 2, toState: 50, action: 1500 },
  createOffer: { priceQuoteAmount: 1 },
  assignOffer: { priceQuoteOfferId: 2, courierId: 2, offerStatus: 1, priceQuoteAmount: 1 },
  updateCourierWorkStatus: { isOpenToWork: false },
  sendFeedback: { name: 'Ayşe', email: 'ayse@example.com', message: 'Çok hızlıydı, teşekkürler.' },
  decideApproval: { decision: 'approve' },
  changeMemberStatus: { status: 4, reason: 'Test' },
  createAccountMovement: { accountId: 1, relationType: 1, amount: 100 },
  runAccounting: { date: '2025-01-01' },
  createPackage: { name: 'Deneme', price: 10, durationDays: 30, productCode: 'CARIHESAP' },
  updatePackage: { name: 'Deneme', price: 10, durationDays: 30, productCode: 'CARIHESAP' },
  changeMemberPackageStatus: { status: 2 },
  sendNotification: {
    notificationType: 2,
    channel: 3,
    title: 'Bilgi',
    body: 'Deneme',
    target: { role: 'Courier' },
  },
  createHelp: { title: 'Soru', body: 'Cevap' },
  updateHelp: { title: 'Soru', body: 'Cevap' },
  createDynamicPage: page,
  updateDynamicPage: { ...page, pageCode: 'hakkimizda' },
  advanceMockClock: { advanceMinutes: 1 },
};

function courierForm(): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    name: 'Deniz',
    surname: 'Koç',
    identityNumber: '10000000146',
    workingType: '1',
    isAcceptedKVKK: 'true',
    phone: '05461112233',
    email: 'deniz@example.com',
    iban: 'TR330006100519786457841326',
    cityId: '34',
    countyId: '34023',
    districtId: '34023005',
    fullAddress: 'Caferağa Mah. Moda Cad. No:1 Kadıköy',
  };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const png = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });
  form.set('photo', png);
  form.set('drivingLicense', png);
  form.set('criminalRecordCertificate', png);
  return form;
}

async function tokenFor(operationId: string, path: string): Promise<string | undefined> {
  if (path.startsWith('/admin')) return accounts.admin();
  if (path.startsWith('/courier') && operationId !== 'getCourierSummary') return accounts.mehmet();
  // Emre withdrew his offer on the car tender 1004, so he may bid again.
  if (operationId === 'createOffer') return accounts.emre();
  if (operationId === 'withdrawOffer') return accounts.hasan();
  return accounts.customer();
}

function successStatuses(op: (typeof operations)[number]): number[] {
  return Object.keys(op.responses ?? {})
    .map(Number)
    .filter((status) => status >= 200 && status < 300);
}

/** Bodies that depend on the server's state: a code from the outbox, a bid within the limits. */
async function prepareBody(operationId: string, body: unknown, token: string | undefined): Promise<unknown> {
  if (operationId === 'verify') {
    await api('POST', '/auth/login', { body: { identifier: '05321112233', loginType: 1 } });
    return { ...(body as object), code: await lastSmsCode('05321112233') };
  }
  if (operationId === 'createOffer') {
    const quote = await api<{ offers: { offerStatus: number; priceQuoteAmount: number }[] }>(
      'GET',
      '/shipment/1004/price-quote',
      { token },
    );
    const lowest = Math.min(
      ...quote.body.data.offers.filter((o) => o.offerStatus === 1).map((o) => o.priceQuoteAmount),
    );
    return { priceQuoteAmount: Math.floor(lowest * 0.9) };
  }
  return body;
}

describe('contract', () => {
  it.each(operations.map((o) => [o.operationId, o] as const))(
    '%s answers per the schema',
    async (operationId, op) => {
      const values: Record<string, string> = {
        ...pathValues,
        ...(operationId === 'withdrawOffer' ? { priceQuoteOfferId: '1' } : {}),
        ...(operationId === 'createOffer' ? { shipmentId: '1004' } : {}),
      };
      const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '1');
      const token =
        op.security || operationId === 'refreshToken' || operationId === 'logout'
          ? await tokenFor(operationId, op.path)
          : undefined;
      const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
      let body: BodyInit | undefined;
      if (operationId === 'registerCourier') body = courierForm();
      else if (operationId === 'updateCourierProfile') {
        body = new FormData();
        body.set('email', 'mehmet.yeni@example.com');
      } else if (bodies[operationId] !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(await prepareBody(operationId, bodies[operationId], token));
      }
      const response = await fetch(`${BASE}${path}${queries[operationId] ?? ''}`, {
        method: op.method,
        headers,
        body,
      });
      const json: unknown = await response.json();
      expect(findOperation(op.method, path)?.operationId).toBe(operationId);
      if (process.env.CONTRACT_DEBUG)
        console.log(operationId, response.status, response.ok ? '' : JSON.stringify(json));
      // Each call is set up to succeed: its answer must be one of the operation's success statuses.
      expect(successStatuses(op), JSON.stringify(json)).toContain(response.status);
      expect(validateResponse(op, response.status, response.headers.get('content-type'), json)).toBeNull();
    },
  );

  it('answers declared statuses with the error envelope', async () => {
    const op = operations.find((o) => o.operationId === 'getShipment');
    const response = await fetch(`${BASE}/shipment/1003`);
    expect(response.status).toBe(401);
    expect(
      validateResponse(op!, 401, response.headers.get('content-type'), await response.json()),
    ).toBeNull();
  });
});
