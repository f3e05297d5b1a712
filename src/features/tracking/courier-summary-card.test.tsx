import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/ui/test-providers';
import { CourierSummaryCard, initialsOf, vehicleOfWorkingType } from './courier-summary-card';

function wrapper({ children }: { children?: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <TestProviders>{children}</TestProviders>
    </QueryClientProvider>
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('CourierSummaryCard', () => {
  it('names the vehicle by workingType and writes initials', () => {
    expect(vehicleOfWorkingType(1)).toBe('Motosiklet');
    expect(vehicleOfWorkingType(2)).toBe('Araba');
    expect(initialsOf('Mehmet Kaya')).toBe('MK');
    expect(initialsOf('ışıl')).toBe('I');
    expect(initialsOf(' ')).toBe('?');
  });

  it('shows the courier with a phone link', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(200, {
        success: true,
        data: {
          userId: 2,
          name: 'Mehmet Kaya',
          photo: null,
          workingType: 1,
          completedJobs: 12,
          phone: '05331112233',
        },
      }),
    );
    render(<CourierSummaryCard shipmentId={1005} courierId={2} />, { wrapper });
    expect(await screen.findByText('Mehmet Kaya')).toBeInTheDocument();
    expect(screen.getByText('Motosiklet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ara: 0533 111 22 33' })).toHaveAttribute(
      'href',
      'tel:05331112233',
    );
  });

  it('shows no phone when the server gives none (a finished job, issue 27)', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(200, {
        success: true,
        data: { userId: 2, name: 'Mehmet Kaya', photo: null, workingType: 1, completedJobs: 12 },
      }),
    );
    render(<CourierSummaryCard shipmentId={1011} courierId={2} />, { wrapper });
    expect(await screen.findByText('Mehmet Kaya')).toBeInTheDocument();
    expect(screen.getByText('12 tamamlanan iş')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says the courier cannot be shown, with the courier number, when the card does not load', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(404, { success: false, code: 'COURIER_NOT_FOUND', desc: 'Kurye bulunamadı.' }),
    );
    render(<CourierSummaryCard shipmentId={1005} courierId={7} />, { wrapper });
    expect(await screen.findByText(/Kurye bilgisi gösterilemiyor\./)).toHaveTextContent(
      'Kurye bilgisi gösterilemiyor. Kurye No: 7',
    );
  });
});
