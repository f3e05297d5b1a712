import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { lookupKeys } from '@/api/addresses/lookup-keys';
import { TestProviders } from '@/ui/test-providers';
import type { CourierProfile } from './api/courier-profile';
import { ApplicationStatus } from './application-status';

const profile = (status: 1 | 2 | 3 | 4, rejectReason: string | null = null): CourierProfile => ({
  userId: 9,
  name: 'Elif',
  surname: 'Koç',
  identityNumber: '67891234500',
  workingType: 1,
  isAcceptedKVKK: true,
  phone: '05361112233',
  email: 'elif.koc@example.com',
  iban: 'TR230006700000998877665544',
  address: { cityId: 34, countyId: 34023, districtId: 34023001, fullAddress: 'Moda Cad. No:12 Kadıköy' },
  photo: null,
  drivingLicense: null,
  criminalRecordCertificate: null,
  taxCertificate: null,
  isOpenToWork: false,
  status,
  rejectReason,
  createdAt: '2026-11-20T16:49:00Z',
});

async function show(p: CourierProfile) {
  const rootRoute = createRootRoute({
    component: () => <ApplicationStatus profile={p} withSummary withProfileLink />,
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory() });
  await router.load();
  // The address's il, ilçe and mahalle names come from the lookups (kept offline once loaded).
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(lookupKeys.cities(), [{ cityId: 34, cityName: 'İstanbul' }]);
  queryClient.setQueryData(lookupKeys.counties(34), [{ countyId: 34023, countyName: 'Kadıköy' }]);
  queryClient.setQueryData(lookupKeys.districts(34, 34023), [
    { districtId: 34023001, districtName: 'Acıbadem' },
  ]);
  return render(
    <QueryClientProvider client={queryClient}>
      <TestProviders>
        <RouterProvider router={router} />
      </TestProviders>
    </QueryClientProvider>,
  );
}

describe('why a courier cannot work (issue 16)', () => {
  it('pending: "Başvurunuz inceleniyor", why there is no work, and what was sent', async () => {
    await show(profile(2));
    expect(await screen.findByRole('heading', { name: 'Başvurunuz inceleniyor' })).toBeTruthy();
    expect(screen.getByText(/Onaylanana kadar teklif veremez/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Başvurumu Görüntüle' }).getAttribute('href')).toBe(
      '/kurye/profil',
    );
    const sent = screen.getByRole('region', { name: 'Gönderdiğiniz bilgiler' });
    expect(sent.textContent).toContain('Elif Koç');
    expect(sent.textContent).toContain('0536 111 22 33');
    expect(sent.textContent).toContain('TR23 0006 7000 0099 8877 6655 44');
    expect(sent.textContent).toContain('20.11.2026 19:49');
    // Issue 28: the address with its mahalle, ilçe and il.
    expect(sent.textContent).toContain('Moda Cad. No:12 Kadıköy, Acıbadem, Kadıköy / İstanbul');
  });

  it('rejected: the reason and the way to correct it', async () => {
    await show(profile(3, 'Sürücü belgeniz eksik.'));
    expect(await screen.findByRole('heading', { name: 'Başvurunuz onaylanmadı' })).toBeTruthy();
    expect(screen.getByText('Gerekçe: Sürücü belgeniz eksik.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Başvurumu Düzelt' })).toBeTruthy();
  });

  it('suspended: says so, sends to İletişim, offers no correction', async () => {
    await show(profile(4));
    expect(await screen.findByRole('heading', { name: 'Hesabınız askıya alındı' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'İletişim' }).getAttribute('href')).toBe('/iletisim');
    expect(screen.queryByRole('link', { name: /Başvurumu/ })).toBeNull();
  });

  it('approved: nothing', async () => {
    await show(profile(1));
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
