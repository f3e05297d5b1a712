import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './fixtures';
import { headersFile, headerPolicy, metaPolicy } from '../scripts/security-headers.mjs';

test('every page is served with the policy and the security headers', async ({ page, request }) => {
  for (const path of ['/', '/gonderi-olustur']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toBe(headerPolicy());
    const policy = headers['content-security-policy'] ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('unsafe-eval');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('geolocation=(self), camera=(self), microphone=()');
  }

  // The built page also carries the deployment-independent part as a <meta> tag, and no inline script.
  await page.goto('/');
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
    'content',
    metaPolicy(),
  );
  const html = await (await request.get('/')).text();
  // Only same-origin files: the start check (public/start-check.js) and the boot module.
  expect(html.match(/<script\b[^>]*>/g)).toEqual([
    '<script defer src="/start-check.js">',
    expect.stringMatching(/^<script type="module" [^>]*src="\/[^"]+">$/),
  ]);
  expect(html).not.toMatch(/<script\b[^>]*>[^<\s]/);

  // Static hosts get the same headers from the build's `_headers`.
  const dist = process.env.E2E_DIST ?? 'dist';
  const file = join(dist, '_headers');
  expect(existsSync(file), `${file} exists`).toBe(true);
  expect(readFileSync(file, 'utf8')).toBe(headersFile());
});

test('the policy blocks an injected script and eval, and the watch reports both', async ({
  page,
  csp,
  mock,
}) => {
  await page.goto('/');
  await mock.ready();

  // Playwright's own evaluation may eval; the page's later tasks may not: try it from a timer.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    setTimeout(() => {
      const win = window as Window & { __evalResult?: string };
      try {
        win.__evalResult = String(eval('1'));
      } catch (error) {
        win.__evalResult = (error as Error).name;
      }
    });
  });
  await expect
    .poll(() =>
      page.evaluate(() => {
        const win = window as Window & { __evalResult?: string; __injected?: boolean };
        return { injected: win.__injected ?? false, evalResult: win.__evalResult };
      }),
    )
    .toEqual({ injected: false, evalResult: 'EvalError' });

  // Both were reported (once per policy: the <meta> one and the header's) ...
  const reported = () =>
    new Set(csp.seen.filter((line) => line.startsWith('event: ')).map((line) => line.split(' at ')[0]));
  await expect
    .poll(reported)
    .toEqual(new Set(['event: script-src-elem blocked inline', 'event: script-src blocked eval']));
  expect(csp.seen).toContainEqual(expect.stringMatching(/^console: .*Content Security Policy/));
  // ... and would fail this test at its end: take them so they do not.
  await page.waitForTimeout(200);
  csp.take();
  expect(csp.seen).toEqual([]);
});
