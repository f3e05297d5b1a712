// A request that succeeds for each operation of openapi.yaml: path values, queries, bodies and
// who sends it. The contract test sends them as they are; the malformed-body test spoils them.
import { accounts, api, lastSmsCode, passwordLogin } from './api';
import { shipmentBody } from './fixtures';

export const pathValues: Record<string, string> = {
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
  notificationId: '3',
  // Zeynep's photo (seed: her four documents are 1 to 4).
  documentId: '1',
};

/** Path values of one operation that differ from the shared ones above. */
export const operationPathValues: Record<string, Record<string, string>> = {
  // Ali carries 1008 (status 6, two stops: 8 and 9).
  markStopDelivered: { shipmentId: '1008', deliveryItemId: '8' },
  // Burak (customer, active): an admin may suspend him (Zeynep, user 4, is pending: approvals only).
  changeMemberStatus: { userId: '8' },
};

export const queries: Record<string, string> = {
  refreshToken: '?t=1',
  geocode: '?q=Caferağa Kadıköy İstanbul',
  reverseGeocode: '?lat=40.99&long=29.03',
  getCourierSummary: '?shipmentId=1005',
  getReconciliation: '?date=2025-01-01',
  previewAccounting: '?date=2025-01-01',
  listMockSms: '?phone=05321112233',
};

const coordinate = { lat: 40.99, long: 29.03 };
const page = {
  pageCode: 'yeni-sayfa',
  title: 'Yeni Sayfa',
  isActive: true,
  content: { elementType: 'div', propList: [], contentList: [] },
};

export const bodies: Record<string, unknown> = {
  login: { identifier: '05321112233', loginType: 1 },
  verify: { identifier: '05321112233', code: '000000', loginType: 1 },
  requestPasswordResetCode: { identifier: '05331112233' },
  resetPassword: { identifier: '05331112233', code: '000000', password: 'YeniSifre1' },
  computeDistance: { origin: coordinate, destinations: [{ lat: 41.04, long: 29.01 }] },
  createShipment: shipmentBody(),
  calculatePrice: {
    vehicleType: 1,
    weightType: 1,
    includeInsurance: false,
    hasTransportService: false,
    startAddress: coordinate,
    delivery: [{ lat: 41.04, long: 29.01 }],
  },
  changeShipmentStatus: { fromState: 2, toState: 50, action: 1500 },
  createOffer: { priceQuoteAmount: 1 },
  lowerOffer: { priceQuoteAmount: 1 },
  assignOffer: { priceQuoteOfferId: 2, courierId: 2, offerStatus: 1, priceQuoteAmount: 1 },
  updateCourierWorkStatus: { isOpenToWork: false },
  requestCourierApplicationCode: { phone: '05461112233', identityNumber: '10000000146' },
  sendFeedback: {
    topic: 'oneri',
    message: 'Çok hızlıydı, teşekkürler.',
    shipmentId: 1004,
    phone: '05321112233',
    name: 'Ayşe',
    email: 'ayse@example.com',
  },
  decideApproval: { decision: 'approve' },
  changeMemberStatus: { status: 4, reason: 'Test' },
  createAccountMovement: { accountId: 1, relationType: 1, amount: 100 },
  runAccounting: { date: '2025-01-01' },
  recordCashHandover: { courierId: 2, amount: 627, note: 'Müşteri eksik ödedi.' },
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
  countNotificationAudience: { target: { cityId: 34 } },
  createHelp: { title: 'Soru', body: 'Cevap' },
  updateHelp: { title: 'Soru', body: 'Cevap' },
  createDynamicPage: page,
  updateDynamicPage: { ...page, pageCode: 'hakkimizda' },
  advanceMockClock: { advanceMinutes: 1.5 },
};

export function courierForm(): FormData {
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
  const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'a.png', {
    type: 'image/png',
  });
  form.set('photo', png);
  form.set('drivingLicense', png);
  form.set('criminalRecordCertificate', png);
  form.set('taxCertificate', png);
  return form;
}

/** courierForm() with the SMS code the applicant's phone was sent (registerCourier needs it). */
export async function courierApplication(): Promise<FormData> {
  const form = courierForm();
  const phone = String(form.get('phone'));
  const sent = await api('POST', '/courier/register/code', { body: { phone } });
  if (sent.status !== 200) throw new Error(`application code ${sent.status} ${sent.body.code}`);
  form.set('verificationCode', await lastSmsCode(phone));
  return form;
}

export async function tokenFor(operationId: string, path: string): Promise<string | undefined> {
  if (path.startsWith('/admin') || path.startsWith('/documents')) return accounts.admin();
  // Only a rejected application may be sent again: Selin's (seed), once she added her licence.
  if (operationId === 'resubmitCourierApplication') {
    const token = await passwordLogin('05361112233', 'Kurye123!', 4);
    const form = new FormData();
    form.set('drivingLicense', courierForm().get('drivingLicense') as File);
    await api('PUT', '/courier/profile', { token, body: form });
    return token;
  }
  if (path.startsWith('/courier') && operationId !== 'getCourierSummary') return accounts.mehmet();
  // Emre withdrew his offer on the car tender 1004, so he may bid again.
  if (operationId === 'createOffer') return accounts.emre();
  if (operationId === 'withdrawOffer') return accounts.hasan();
  // Mehmet's offer 2 on 1003 is active; Ali carries 1008.
  if (operationId === 'lowerOffer') return accounts.mehmet();
  if (operationId === 'markStopDelivered') return accounts.ali();
  return accounts.customer();
}

/** Bodies that depend on the server's state: a code from the outbox, a bid within the limits. */
export async function prepareBody(
  operationId: string,
  body: unknown,
  token: string | undefined,
): Promise<unknown> {
  if (operationId === 'verify') {
    await api('POST', '/auth/login', { body: { identifier: '05321112233', loginType: 1 } });
    return { ...(body as object), code: await lastSmsCode('05321112233') };
  }
  if (operationId === 'resetPassword') {
    await api('POST', '/auth/password-reset/code', { body: { identifier: '05331112233' } });
    return { ...(body as object), code: await lastSmsCode('05331112233') };
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
  if (operationId === 'lowerOffer') {
    // Mehmet's offer 2 on 1003, lowered by 5%: still within the limits of Hasan's offer.
    const quote = await api<{ offers: { priceQuoteOfferId: number; priceQuoteAmount: number }[] }>(
      'GET',
      '/shipment/1003/price-quote',
      { token },
    );
    const own = quote.body.data.offers.find((o) => o.priceQuoteOfferId === 2);
    return { priceQuoteAmount: Math.floor((own?.priceQuoteAmount ?? 2) * 0.95) };
  }
  return body;
}
