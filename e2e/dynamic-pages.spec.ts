import type { Page } from '@playwright/test';
import { test, expect, type MockControl } from './fixtures';
import { demoAccounts } from './support/session';
import { expectAccessible } from './support/axe';

// Issue 17: staff publish a page without a release, and whatever it holds runs no code in a
// customer's browser (where the access token lives).

declare global {
  interface Window {
    __pwned?: unknown;
    __pwnedHits?: string[];
  }
}

const el = (
  elementType: string,
  props: Record<string, string> = {},
  contentList: unknown[] = [],
  text?: string,
) => ({
  elementType,
  propList: Object.entries(props).map(([propName, propValue]) => ({ propName, propValue })),
  contentList,
  ...(text === undefined ? {} : { text }),
});

const PWN = 'window.__pwned=1';
const EVIL = 'https://evil.example';

const hostilePage = el('div', {}, [
  el('PageHeader', { title: 'Güvenlik Sınaması', subtitle: 'Bu sayfa zararlı içerik taşır' }),
  el('p', { onclick: PWN, ONMOUSEOVER: PWN, OnFocus: PWN, title: 'tuzak' }, [], 'Üzerine gelinen paragraf'),
  el('img', { src: '/favicon.svg', alt: 'Logo', onload: PWN, onerror: PWN }),
  el('img', { src: 'yok.png', alt: 'bozuk', onerror: PWN }),
  el('img', { src: `${EVIL}/pixel.gif`, alt: 'iz pikseli' }),
  el('img', {
    src: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned=1"/>',
    alt: 'veri',
  }),
  el('a', { href: 'javascript:window.__pwned=1;alert(1)' }, [], 'Bağlantı bir'),
  el('a', { href: '&#106;avascript:window.__pwned=1' }, [], 'Bağlantı iki'),
  el('a', { href: '  JaVaScRiPt:window.__pwned=1' }, [], 'Bağlantı üç'),
  el('a', { href: 'java\tscript:window.__pwned=1' }, [], 'Bağlantı dört'),
  el('a', { href: 'data:text/html,<script>alert(1)</script>' }, [], 'Bağlantı beş'),
  el('a', { href: 'vbscript:msgbox(1)' }, [], 'Bağlantı altı'),
  el('NavLink', { href: 'javascript:window.__pwned=1', title: 'Menü tuzağı', onclick: PWN }),
  el('script', {}, [], `${PWN};alert(1)`),
  el('script', { src: `${EVIL}/x.js` }),
  el('iframe', { src: EVIL, srcdoc: '<script>parent.__pwned=1</script>' }),
  el('object', { data: `${EVIL}/x.swf` }),
  el('embed', { src: `${EVIL}/x.swf` }),
  el('link', { rel: 'stylesheet', href: `${EVIL}/x.css` }),
  el('link', { rel: 'prefetch', href: `${EVIL}/p` }),
  el('meta', { 'http-equiv': 'refresh', content: `0;url=${EVIL}` }),
  el('base', { href: `${EVIL}/` }),
  el('style', {}, [], `@import url(${EVIL}/x.css); body { background: url(${EVIL}/b.png) }`),
  el('svg', { onload: PWN }, [
    el('script', {}, [], PWN),
    el('foreignObject', {}, [el('iframe', { src: EVIL })]),
  ]),
  el(
    'div',
    { style: `{"backgroundColor":"url(${EVIL}/bg.png)","color":"rgb(194, 65, 12)"}` },
    [],
    'Renkli metin',
  ),
  el(
    'div',
    { style: `{"background":"url(${EVIL}/bg.png)","width":"expression(alert(1))"}` },
    [],
    'Arka plansız',
  ),
  el('div', { style: '{"color":"red"' }, [], 'Bozuk stil'),
  el(
    'div',
    { dangerouslySetInnerHTML: '{"__html":"<img src=x onerror=window.__pwned=1>"}' },
    [],
    'Ham HTML yok',
  ),
  el('p', {}, [], '<img src=x onerror="window.__pwned=1"><script>alert(1)</script>'),
  el('p', {}, [], 'Sayfanın sonu'),
]);

const normalPage = el('div', {}, [
  el('PageHeader', { title: 'Kasım Kampanyası', subtitle: 'Motorlu kuryede hafta sonu indirimi' }),
  el('div', { style: '{"display":"flex","gap":"0.5rem","flexWrap":"wrap"}' }, [
    el('NavLink', { href: '/sayfa/kasim-kampanyasi', title: 'Kampanya', icon: 'info-circle' }),
    el('NavLink', { href: '/iletisim', title: 'İletişim', icon: 'phone', activeColor: 'blue' }),
  ]),
  el('p', {}, [], 'Cumartesi ve pazar günleri tüm motorlu kurye gönderilerinde %10 indirim uygulanır.'),
  el('Accordion', {}, [
    el('div', { value: 'kimler', title: 'Kimler yararlanabilir?' }, [
      el('p', {}, [], 'Kurye Çağır’a kayıtlı tüm müşteriler.'),
    ]),
    el('div', { value: 'nasil', title: 'İndirim nasıl uygulanır?' }, [
      el('p', {}, [], 'Fiyat hesaplanırken kendiliğinden düşülür.'),
    ]),
  ]),
  el('Tab', {}, [
    el('div', { value: 'motor', title: 'Motor' }, [el('p', {}, [], 'Motorlu kuryede %10 indirim.')]),
    el('div', { value: 'araba', title: 'Araba' }, [el('p', {}, [], 'Araçlı kuryede indirim yok.')]),
  ]),
  el('p', {}, [
    el('a', { href: 'https://www.example.com/kosullar', target: '_blank' }, [], 'Kampanya koşulları'),
  ]),
]);

async function publish(mock: MockControl, pageCode: string, title: string, content: unknown) {
  const admin = demoAccounts.admin;
  const login = await mock.fetchJson<{ data: { accessToken: string } }>('/auth/login', {
    method: 'POST',
    body: { identifier: admin.phone, password: admin.password, loginType: admin.loginType },
  });
  expect(login.status).toBe(200);
  const created = await mock.fetchJson('/admin/dynamic-pages', {
    method: 'POST',
    token: login.body.data.accessToken,
    body: { pageCode, title, isActive: true, content },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
}

/** Opens the menu on a phone; on a wide screen it is already open. */
async function openMenu(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'Menüyü aç' }).click();
  return page.getByRole('navigation', { name: 'Ana menü' });
}

test('a hostile page runs nothing, opens nothing, calls no other site, and the app still works @desktop', async ({
  page,
  context,
  mock,
  isMobile,
}, testInfo) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  const ownOrigin = new URL(testInfo.project.use.baseURL!).origin;
  const foreign: string[] = [];
  context.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== ownOrigin)
      foreign.push(url);
  });
  // The trap: any script of the page that sets window.__pwned is recorded, even if undone later.
  await context.addInitScript(() => {
    window.__pwnedHits = [];
    Object.defineProperty(window, '__pwned', {
      configurable: false,
      get: () => undefined,
      set: (value: unknown) => window.__pwnedHits!.push(String(value)),
    });
  });

  await mock.ready();
  await publish(mock, 'guvenlik-sinamasi', 'Güvenlik Sınaması', hostilePage);
  await page.goto('/sayfa/guvenlik-sinamasi');

  await expect(page.getByRole('heading', { level: 1, name: 'Güvenlik Sınaması' })).toBeVisible();
  await expect(page).toHaveTitle('Güvenlik Sınaması | Kurye Çağır');
  await expect(page.getByText('Sayfanın sonu')).toBeVisible();
  await page.screenshot({
    path: `test-results/screens/${testInfo.project.name}-dynamic-page-hostile.png`,
    fullPage: true,
  });
  const content = page.locator('[data-dynamic-page]');

  // Provoke every trap a browser could still spring.
  await page.getByText('Üzerine gelinen paragraf').hover();
  await page.getByText('Üzerine gelinen paragraf').click();
  for (const name of ['bir', 'iki', 'üç', 'dört', 'beş', 'altı']) {
    const link = content.getByText(`Bağlantı ${name}`);
    await expect(link).toBeVisible();
    // Not links any more: their text only.
    await expect(content.getByRole('link', { name: `Bağlantı ${name}` })).toHaveCount(0);
    await link.click();
  }
  await content.getByText('Menü tuzağı').click();
  await expect(page).toHaveURL('/sayfa/guvenlik-sinamasi');

  // Nothing dangerous reached the DOM, anywhere in the document.
  const found = await page.evaluate(() => {
    const root = document.querySelector('[data-dynamic-page]')!;
    const handlers = [...root.querySelectorAll('*')].flatMap((e) =>
      [...e.attributes]
        .filter((a) => a.name.toLowerCase().startsWith('on'))
        .map((a) => `${e.tagName} ${a.name}`),
    );
    return {
      handlers,
      inPage: root.querySelectorAll(
        'script, iframe, object, embed, style, link, meta, base, svg:not(.tabler-icon), foreignObject, math',
      ).length,
      inDocument: document.querySelectorAll('iframe, object, embed, base, meta[http-equiv="refresh"]').length,
      foreignInHead: [...document.head.querySelectorAll('link, script')].filter((e) =>
        /evil/.test(e.outerHTML),
      ).length,
      images: [...root.querySelectorAll('img')].map((i) => i.getAttribute('src')),
      hrefs: [...root.querySelectorAll('a')].map((a) => a.getAttribute('href')),
      colored: getComputedStyle(
        [...root.querySelectorAll('div')].find((d) => d.textContent === 'Renkli metin')!,
      ).color,
      hits: window.__pwnedHits,
    };
  });
  expect(found.handlers).toEqual([]);
  expect(found.inPage).toBe(0);
  expect(found.inDocument).toBe(0);
  expect(found.foreignInHead).toBe(0);
  expect(found.images).toEqual(['/favicon.svg']);
  expect(found.hrefs.every((h) => h?.startsWith('/'))).toBe(true);
  expect(found.colored).toBe('rgb(194, 65, 12)');
  expect(found.hits).toEqual([]);
  // Markup in text is shown as text.
  await expect(
    content.getByText('<img src=x onerror="window.__pwned=1"><script>alert(1)</script>'),
  ).toBeVisible();
  await expect(content.getByText('Ham HTML yok')).toBeVisible();
  await expectAccessible(page, 'hostile dynamic page');

  expect(dialogs).toEqual([]);
  expect(foreign).toEqual([]);

  // The app still works: the menu leads to another page.
  const menu = await openMenu(page, isMobile);
  await menu.getByRole('link', { name: 'Kurye Çağır', exact: true }).click();
  await expect(page).toHaveURL('/gonderi-olustur');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kurye Çağır');
  expect(await page.evaluate(() => window.__pwnedHits)).toEqual([]);
  expect(dialogs).toEqual([]);
  expect(foreign).toEqual([]);
});

test('a published page has an address: header, NavLinks, accordion, tabs @desktop', async ({
  page,
  mock,
}, testInfo) => {
  await mock.ready();
  await publish(mock, 'kasim-kampanyasi', 'Kasım Kampanyası', normalPage);
  await page.goto('/sayfa/kasim-kampanyasi');

  await expect(page.getByRole('heading', { level: 1, name: 'Kasım Kampanyası' })).toBeVisible();
  await expect(page).toHaveTitle('Kasım Kampanyası | Kurye Çağır');
  await expect(page.getByText('Motorlu kuryede hafta sonu indirimi')).toBeVisible();
  await page.screenshot({
    path: `test-results/screens/${testInfo.project.name}-dynamic-page.png`,
    fullPage: true,
  });
  const content = page.locator('[data-dynamic-page]');
  // The NavLink to the open page is highlighted; the other is not.
  await expect(content.getByRole('link', { name: 'Kampanya', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(content.getByRole('link', { name: 'İletişim' })).not.toHaveAttribute('aria-current', 'page');
  const outside = content.getByRole('link', { name: 'Kampanya koşulları' });
  await expect(outside).toHaveAttribute('target', '_blank');
  await expect(outside).toHaveAttribute('rel', 'noopener noreferrer');

  // The accordion opens a section.
  const answer = content.getByText('Fiyat hesaplanırken kendiliğinden düşülür.');
  await expect(answer).toBeHidden();
  await content.getByRole('button', { name: 'İndirim nasıl uygulanır?' }).click();
  await expect(answer).toBeVisible();
  // The tabs switch.
  await expect(content.getByText('Motorlu kuryede %10 indirim.')).toBeVisible();
  await content.getByRole('tab', { name: 'Araba' }).click();
  await expect(content.getByText('Araçlı kuryede indirim yok.')).toBeVisible();
  await expectAccessible(page, 'dynamic page');

  // An internal NavLink goes through the router.
  await content.getByRole('link', { name: 'İletişim' }).click();
  await expect(page).toHaveURL('/iletisim');
});

test('an unknown or inactive page code is the 404 page', async ({ page, mock }) => {
  await mock.ready();
  const admin = demoAccounts.admin;
  const login = await mock.fetchJson<{ data: { accessToken: string } }>('/auth/login', {
    method: 'POST',
    body: { identifier: admin.phone, password: admin.password, loginType: admin.loginType },
  });
  const created = await mock.fetchJson('/admin/dynamic-pages', {
    method: 'POST',
    token: login.body.data.accessToken,
    body: { pageCode: 'taslak', title: 'Taslak', isActive: false, content: normalPage },
  });
  expect(created.status).toBe(201);
  for (const path of ['/sayfa/taslak', '/sayfa/boyle-bir-sayfa-yok', '/sayfa/BÜYÜK']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aradığınız Sayfa Bulunamadı');
    await expect(page).toHaveTitle('Aradığınız Sayfa Bulunamadı | Kurye Çağır');
  }
});
