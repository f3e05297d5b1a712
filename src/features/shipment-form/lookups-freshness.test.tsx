import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paramTables } from '@/domain/params';
import { useCityOptions, useParamRows } from '@/api/addresses/lookups';
import { TestProviders } from '@/ui/test-providers';
import { LookupsFreshness } from './lookups-freshness';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ success: true, data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

function InUse() {
  const prices = useParamRows('TotalPriceCalculate');
  const cities = useCityOptions();
  return <p>{prices.isSuccess && cities.isSuccess ? 'loaded' : 'loading'}</p>;
}

function renderWithLookups() {
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    calls.push(path.replace(/^.*\/api\/v1/, ''));
    if (path.endsWith('/static/params/TotalPriceCalculate')) return ok(paramTables.TotalPriceCalculate);
    if (path.endsWith('/static/cities')) return ok([{ cityId: 34, cityName: 'İstanbul' }]);
    throw new Error(`unexpected ${path}`);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <QueryClientProvider client={client}>
      <TestProviders>{children}</TestProviders>
    </QueryClientProvider>
  );
  render(
    <>
      <LookupsFreshness updatedAt={Date.UTC(2026, 0, 5, 9, 30)} />
      <InUse />
    </>,
    { wrapper },
  );
  return calls;
}

describe('LookupsFreshness ("Yenile")', () => {
  it('reads the parameter tables and lookups on screen again', async () => {
    const calls = renderWithLookups();
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    expect(calls.sort()).toEqual(['/static/cities', '/static/params/TotalPriceCalculate']);

    await userEvent.click(screen.getByRole('button', { name: 'Yenile' }));
    await waitFor(() => expect(calls).toHaveLength(4));
    expect(calls.sort()).toEqual([
      '/static/cities',
      '/static/cities',
      '/static/params/TotalPriceCalculate',
      '/static/params/TotalPriceCalculate',
    ]);
  });

  it('offline: shows "Son güncelleme" and cannot refresh', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithLookups();
    expect(await screen.findByTestId('last-updated')).toHaveTextContent(/^Son güncelleme: 05\.01\.2026/);
    expect(screen.getByRole('button', { name: 'Yenile' })).toBeDisabled();
  });
});
