import { render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import userEvent from '@testing-library/user-event';
import { setApiReady } from '@/api/client';
import { PAGE_TREE } from '@/domain/limits';
import { setApiBaseUrl } from '@/api/base-url';
import { TestProviders } from '@/ui/test-providers';
import { DynamicPage } from './dynamic-page';
import { el } from './tree-builders.test-utils';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  setApiBaseUrl(null);
  setApiReady(Promise.resolve());
});

const PATH = '/api/v1/dynamic/kampanya';
const campaign = el('div', {}, [
  el('PageHeader', { title: 'Kasım Kampanyası' }),
  el('p', {}, [], 'Tüm gönderilerde %10 indirim.'),
]);

async function show() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute({ component: () => <DynamicPage pageCode="kampanya" /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory() });
  await router.load();
  return render(
    <QueryClientProvider client={queryClient}>
      <TestProviders>
        <RouterProvider router={router} />
      </TestProviders>
    </QueryClientProvider>,
  );
}

describe('DynamicPage: loading a page by its code', () => {
  it('renders the page and names the browser tab after its header', async () => {
    server.use(http.get(PATH, () => HttpResponse.json({ success: true, data: campaign })));
    await show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kasım Kampanyası' })).toBeTruthy();
    expect(screen.getByText('Tüm gönderilerde %10 indirim.')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Kasım Kampanyası | Kurye Çağır'));
  });

  it('an unknown or inactive page is the 404 page', async () => {
    server.use(
      http.get(PATH, () =>
        HttpResponse.json(
          { success: false, code: 'PAGE_NOT_FOUND', desc: 'Aradığınız Sayfa Bulunamadı' },
          { status: 404 },
        ),
      ),
    );
    await show();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aradığınız Sayfa Bulunamadı' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Anasayfaya Dön' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Aradığınız Sayfa Bulunamadı | Kurye Çağır'));
  });

  it("a failure shows docs/errors-and-messages.md's message and 'Tekrar Dene' loads it again", async () => {
    let calls = 0;
    server.use(
      http.get(PATH, () => {
        calls++;
        return calls === 1
          ? HttpResponse.json({ success: false, code: 'INTERNAL', desc: 'x' }, { status: 500 })
          : HttpResponse.json({ success: true, data: campaign });
      }),
    );
    await show();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Sayfa yüklenemedi');
    expect(alert.textContent).toContain('Beklenmedik bir hata oluştu. Lütfen tekrar deneyiniz');
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kasım Kampanyası' })).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('a server that sends a 10 000-deep tree gets the page rendered to the depth limit', async () => {
    // Written as text: JSON.stringify itself would overflow on it.
    const open = '{"elementType":"div","propList":[],"contentList":['.repeat(10_000);
    const header =
      '{"elementType":"PageHeader","propList":[{"propName":"title","propValue":"Derin"}],"contentList":[]}';
    const body = `{"success":true,"data":{"elementType":"div","propList":[],"contentList":[${header},${open}${']}'.repeat(10_000)}]}}`;
    server.use(
      http.get(PATH, () => new HttpResponse(body, { headers: { 'content-type': 'application/json' } })),
    );
    const { container } = await show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Derin' })).toBeTruthy();
    let depth = 0;
    const root = container.querySelector('[data-dynamic-page]')!;
    for (let n: Element | null = root.firstElementChild; n; n = n.querySelector(':scope > div:last-child'))
      depth++;
    expect(depth).toBe(PAGE_TREE.maxDepth);
  });

  it('no answer at all (network) says so, with a retry', async () => {
    server.use(http.get(PATH, () => HttpResponse.error()));
    await show();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Sayfa yüklenemedi');
    expect(alert.textContent).toContain('Bağlantı kurulamadı.');
    expect(screen.getByRole('button', { name: 'Tekrar Dene' })).toBeTruthy();
  });
});
