import { MOCK_START_MS } from './support/mock-start';
import { appendFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { test, expect } from './fixtures';
import { waitForServiceWorker } from './support/offline';
import { serveCopyOfBuild } from './support/static-server';

const dir = 'test-results/screens-offline';
mkdirSync(dir, { recursive: true });

interface WebManifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  lang: string;
  icons: { src: string; sizes: string; purpose?: string }[];
  shortcuts: { name: string; url: string }[];
}

test(
  'Chromium finds the app installable: a Turkish manifest and the service worker @desktop',
  { tag: '@sw' },
  async ({ page, mock }, testInfo) => {
    await page.goto('/');
    await mock.ready();
    await waitForServiceWorker(page);

    // Chromium never offers to install from an incognito profile, which test contexts are: ask a
    // browser with a real profile.
    const profile = mkdtempSync(join(tmpdir(), 'kc-e2e-profile-'));
    const { launchOptions, baseURL } = testInfo.project.use;
    const browser = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
    try {
      const installPage = browser.pages()[0] ?? (await browser.newPage());
      await installPage.goto('/');
      await waitForServiceWorker(installPage);
      const cdp = await browser.newCDPSession(installPage);
      await expect
        .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, {
          timeout: 15_000,
        })
        .toEqual([]);
      expect((await cdp.send('Page.getAppManifest')).errors).toEqual([]);
    } finally {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    }

    const manifest = await page.evaluate(
      async () => (await (await fetch('/manifest.webmanifest')).json()) as WebManifest,
    );
    expect(manifest).toMatchObject({
      name: 'Kurye Çağır',
      short_name: 'Kurye Çağır',
      start_url: '/',
      display: 'standalone',
      theme_color: '#f76707',
      lang: 'tr',
    });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
      ['Kurye Çağır', '/gonderi-olustur'],
      ['Gönderi Takip', '/gonderi-liste/aktif/'],
    ]);
    for (const icon of manifest.icons) {
      expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');
    }
  },
);

test('a new version offers "Güncelle", which reloads onto it', { tag: '@sw' }, async ({ page }) => {
  const site = await serveCopyOfBuild();
  try {
    await page.goto(`${site.url}/hakkimizda`);
    // The first visit installs the worker (its precache) before the mock can start.
    await page.locator('html[data-mock-ready="true"]').waitFor({ state: 'attached', timeout: 30_000 });
    await waitForServiceWorker(page);
    // The app listens for new versions once the page is idle (src/main.tsx): deploy after that.
    await page.locator('html[data-app-updates="ready"]').waitFor({ state: 'attached', timeout: 15_000 });
    await expect(page.getByRole('alert').filter({ hasText: 'Yeni sürüm hazır' })).toHaveCount(0);

    // A deploy: the worker script changes; the next update check finds it.
    appendFileSync(join(site.root, 'sw.js'), '\n// next version\n');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const prompt = page.getByRole('alert').filter({ hasText: 'Yeni sürüm hazır' });
    await expect(prompt).toBeVisible({ timeout: 15_000 });
    await page.screenshot({ path: `${dir}/360x740-update-prompt.png` });

    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Güncelle' }).click()]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hakkımızda');
    await expect(prompt).toHaveCount(0);
  } finally {
    await site.close();
  }
});

test(
  'a page loaded while the worker installs, or hard-reloaded, is taken over without reloads',
  { tag: '@sw' },
  async ({ page }) => {
    const site = await serveCopyOfBuild();
    try {
      let loads = 0;
      page.on('load', () => loads++);
      // First visit: the worker starts installing; a second page load comes before it is active.
      await page.goto(`${site.url}/hakkimizda`);
      await page.goto(`${site.url}/iletisim`);
      await page.locator('html[data-mock-ready="true"]').waitFor({ state: 'attached', timeout: 30_000 });
      await waitForServiceWorker(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('İletişim');
      expect(loads).toBe(2);

      // A hard reload bypasses the worker: the page asks to be taken instead of reloading again.
      const cdp = await page.context().newCDPSession(page);
      await Promise.all([page.waitForEvent('load'), cdp.send('Page.reload', { ignoreCache: true })]);
      await page
        .locator('html[data-mock-ready="true"]')
        .waitFor({ state: 'attached', timeout: MOCK_START_MS });
      await waitForServiceWorker(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('İletişim');
      expect(loads).toBe(3);
    } finally {
      await site.close();
    }
  },
);
