// The seeded content pages and help (issue 17): public, within the page-tree limits, and saying
// what the app does (prices from the pricing table, the KVKK text the courier application shows).
import { describe, expect, it } from 'vitest';
import type { components } from '@/api/schema';
import { formatMoney } from '@/domain/format';
import { KVKK_UPDATED, kvkkSections } from '@/domain/kvkk-notice';
import { pageTreeProblem } from '@/domain/limits';
import { computePrice, priceParams } from '@/domain/pricing';
import { api, setupMockServer } from './test/api';

type PageElement = components['schemas']['DynamicPageElement'];
type HelpEntry = components['schemas']['HelpEntry'];

setupMockServer();

/** Every element of a tree, depth first. */
function* walk(node: PageElement): Generator<PageElement> {
  yield node;
  for (const child of node.contentList) yield* walk(child);
}
const textOf = (node: PageElement): string => [...walk(node)].map((n) => n.text ?? '').join(' ');
const prop = (node: PageElement, name: string) => node.propList.find((p) => p.propName === name)?.propValue;

async function page(code: string): Promise<PageElement> {
  const answer = await api<PageElement>('GET', `/dynamic/${code}`);
  expect(answer.status).toBe(200);
  expect(pageTreeProblem(answer.body.data)).toBeNull();
  return answer.body.data;
}

describe('content pages', () => {
  it('Hakkımızda explains the price with the figures of the pricing table', async () => {
    const about = await page('hakkimizda');
    const text = textOf(about);
    expect([...walk(about)].find((n) => n.elementType === 'PageHeader')).toBeDefined();
    for (const figure of [
      formatMoney(priceParams.shortDistancePrice[1]),
      formatMoney(priceParams.shortDistancePrice[2]),
      formatMoney(priceParams.openingFee[1]),
      formatMoney(priceParams.openingFee[2]),
      formatMoney(priceParams.perKmPrice[10]),
      formatMoney(priceParams.loadingSurcharge[10]),
      formatMoney(priceParams.weightSurcharge[10]),
    ])
      expect(text).toContain(figure);
    expect(text).toContain('%3');
    // The worked example is what the app would charge.
    const total = computePrice({
      vehicleType: 1,
      weightType: 1,
      distanceKm: 12,
      includeInsurance: false,
      shipmentValue: 0,
      hasTransportService: false,
    }).totalPrice;
    expect(text).toContain(`= ${formatMoney(total)}`);
    expect(text).toMatch(/Motor/);
    expect(text).toMatch(/81 ilinde/);
  });

  it('İletişim has the phone as a tel: link and the e-mail as a mailto: link', async () => {
    const contact = await page('iletisim');
    const links = [...walk(contact)].filter((n) => n.elementType === 'a').map((n) => prop(n, 'href'));
    expect(links).toContain('tel:+908500000000');
    expect(links).toContain('mailto:destek@kuryecagir.example');
    expect(textOf(contact)).toMatch(/09:00 - 18:00/);
    expect(textOf(contact)).toMatch(/Kadıköy\/İstanbul/);
  });

  it('the KVKK page is the courier application’s notice: date and seven sections, word for word', async () => {
    const kvkk = await page('kvkk');
    const text = textOf(kvkk);
    expect(text).toContain(KVKK_UPDATED);
    const headings = [...walk(kvkk)].filter((n) => n.elementType === 'h2').map((n) => n.text);
    expect(headings).toEqual(kvkkSections.map((s) => s.title));
    for (const section of kvkkSections)
      for (const paragraph of section.paragraphs) expect(text).toContain(paragraph);
  });

  it('an unknown page code is 404', async () => {
    expect((await api('GET', '/dynamic/yok-boyle-sayfa')).status).toBe(404);
  });
});

describe('GET /help', () => {
  it('answers a dozen or more questions for customers and couriers, in order', async () => {
    const answer = await api<HelpEntry[]>('GET', '/help');
    expect(answer.status).toBe(200);
    const entries = answer.body.data;
    expect(entries.length).toBeGreaterThanOrEqual(12);
    const titles = entries.map((e) => e.title).join('\n');
    for (const topic of [/Fiyat/, /İhale/, /Güvence/, /iptal/, /Ödeme/, /kurye olurum/])
      expect(titles).toMatch(topic);
    const orders = entries.map((e) => e.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });
});
