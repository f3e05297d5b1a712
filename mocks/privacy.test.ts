// Issue 27 (items 4 to 7): what a customer, a bidder and a courier learn of each other, and the
// SMS code before a courier's payout IBAN, phone or e-mail changes.
import { describe, expect, it } from 'vitest';
import { accounts, api, lastSmsCode, setupMockServer } from './test/api';

setupMockServer();

interface Summary {
  userId: number;
  name: string;
  workingType: number;
  phone?: string;
  completedJobs: number;
}
interface Quote {
  offers: { courierId: number; courierName?: string; offerStatus: number; completedJobs?: number }[];
}

describe("a courier's phone and name (issue 27, item 4)", () => {
  it('gives a customer the phone only of a courier assigned to their shipment at statuses 3 to 7', async () => {
    const customer = await accounts.customer();
    // Emre withdrew his offer on 1004; Hasan's offer on 1005 lost to Mehmet: a card, no phone.
    for (const userId of [7, 6]) {
      const card = await api<Summary>('GET', `/courier/summary?userId=${userId}`, { token: customer });
      expect(card.status).toBe(200);
      expect(card.body.data).not.toHaveProperty('phone');
      expect(card.body.data.completedJobs).toEqual(expect.any(Number));
    }
    // Mehmet carries 1005 (status 3): his phone, by courier and by shipment.
    const mehmet = await api<Summary>('GET', '/courier/summary?userId=2', { token: customer });
    expect(mehmet.body.data.phone).toBe('05331112233');
    const byShipment = await api<Summary>('GET', '/courier/summary?shipmentId=1005', { token: customer });
    expect(byShipment.body.data.phone).toBe('05331112233');
    // 1011 is delivered (40): the card stays, the phone is gone.
    const done = await api<Summary>('GET', '/courier/summary?shipmentId=1011', { token: customer });
    expect(done.status).toBe(200);
    expect(done.body.data).not.toHaveProperty('phone');
    expect(done.body.data.completedJobs).toBeGreaterThanOrEqual(1);
  });

  it('shows the courier themself and an admin the phone', async () => {
    const mehmet = await accounts.mehmet();
    expect((await api<Summary>('GET', '/courier/summary?userId=2', { token: mehmet })).body.data.phone).toBe(
      '05331112233',
    );
    const admin = await accounts.admin();
    expect((await api<Summary>('GET', '/courier/summary?userId=7', { token: admin })).body.data.phone).toBe(
      '05381112233',
    );
  });

  it("shows a bidding courier the other bidders' first name and surname initial only", async () => {
    const mehmet = await accounts.mehmet();
    const quote = (await api<Quote>('GET', '/shipment/1003/price-quote', { token: mehmet })).body.data;
    expect(quote.offers.find((o) => o.courierId === 6)?.courierName).toBe('Hasan Ç.');
    expect(quote.offers.find((o) => o.courierId === 2)?.courierName).toBe('Mehmet Kaya');
    expect(quote.offers.every((o) => o.completedJobs === undefined)).toBe(true);
    // The customer choosing sees full names and how many jobs each bidder completed.
    const customer = await accounts.customer();
    const own = (await api<Quote>('GET', '/shipment/1003/price-quote', { token: customer })).body.data;
    expect(own.offers.find((o) => o.courierId === 6)).toMatchObject({
      courierName: 'Hasan Çelik',
      completedJobs: expect.any(Number),
    });
  });
});

describe('the SMS code before the payout IBAN, the phone or the e-mail changes (issue 27, item 5)', () => {
  const NEW_IBAN = 'TR740006200519786457841326';
  const form = (fields: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.append(k, v);
    return f;
  };
  const profile = async (token: string) =>
    (await api<{ iban?: string; email?: string; phone: string }>('GET', '/courier/profile', { token })).body
      .data;
  const sms = async (phone: string) =>
    (await api<{ text: string }[]>('GET', `/__mock/sms?phone=${phone}`)).body.data.map((s) => s.text);

  it('refuses an IBAN or e-mail change without a code, and a wrong code', async () => {
    const mehmet = await accounts.mehmet();
    const before = await profile(mehmet);
    const cases: Record<string, string>[] = [
      { iban: NEW_IBAN },
      { email: 'yeni@example.com' },
      { phone: '05551234567' },
    ];
    for (const fields of cases) {
      const r = await api('PUT', '/courier/profile', { token: mehmet, body: form(fields) });
      expect(r).toMatchObject({ status: 400, body: { code: 'VERIFICATION_CODE_REQUIRED' } });
      expect(r.body.errors?.[0]?.field).toBe('verificationCode');
    }
    await api('POST', '/courier/profile/code', { token: mehmet });
    const wrong = await api('PUT', '/courier/profile', {
      token: mehmet,
      body: form({ iban: NEW_IBAN, verificationCode: '000000' }),
    });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'VERIFICATION_CODE_INVALID' } });
    expect(await profile(mehmet)).toMatchObject({ iban: before.iban, email: before.email });
  });

  it('changes the IBAN with the code sent to the phone on file, and tells the courier by SMS', async () => {
    const mehmet = await accounts.mehmet();
    const sent = await api<{ verificationType: number }>('POST', '/courier/profile/code', { token: mehmet });
    expect(sent.status).toBe(200);
    const code = await lastSmsCode('05331112233');
    const r = await api<{ iban: string }>('PUT', '/courier/profile', {
      token: mehmet,
      body: form({ iban: NEW_IBAN, verificationCode: code }),
    });
    expect(r.status).toBe(200);
    expect(r.body.data.iban).toBe(NEW_IBAN);
    expect(await sms('05331112233')).toContainEqual(expect.stringContaining('ödeme IBAN bilginiz'));
    // The code is spent: a second change needs a new one.
    const again = await api('PUT', '/courier/profile', {
      token: mehmet,
      body: form({ email: 'yeni@example.com', verificationCode: code }),
    });
    expect(again.status).toBe(400);
  });

  it('needs no code for the address or for an unchanged IBAN', async () => {
    const mehmet = await accounts.mehmet();
    const before = await profile(mehmet);
    const r = await api('PUT', '/courier/profile', {
      token: mehmet,
      body: form({
        iban: before.iban ?? '',
        fullAddress: 'Moda Cad. No:14 Daire 5',
        cityId: '34',
        countyId: '34023',
        districtId: '34023005',
      }),
    });
    expect(r.status).toBe(200);
  });
});
