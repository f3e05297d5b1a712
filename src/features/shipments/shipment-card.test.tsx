import { render, screen, within } from '@testing-library/react';
import 'fake-indexeddb/auto';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '@/ui/test-providers';
import { ShipmentCard } from './shipment-card';
import { testShipment } from './test-shipment';

function renderCard(...args: Parameters<typeof testShipment>) {
  return render(<ShipmentCard shipment={testShipment(...args)} />, { wrapper: TestProviders });
}

const tones = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-tone]')].map((el) => el.getAttribute('data-tone'));

describe('ShipmentCard', () => {
  it('shows status, weight, the route strip and the total', () => {
    renderCard();
    const card = screen.getByRole('article', { name: 'Gönderi No: 1003' });
    expect(card).toHaveTextContent('Teklif Süreci');
    expect(card).toHaveTextContent('5-10 kg');
    expect(within(card).getByLabelText('Güzergâh')).toHaveTextContent('Caferağa, Kadıköy');
    expect(within(card).getByLabelText('Güzergâh')).toHaveTextContent('Etiler, Beşiktaş (+1)');
    expect(screen.getByTestId('card-total')).toHaveTextContent('500,00 ₺');
  });

  it('paints the route icons red at status 2 and green at status 3', () => {
    const { container, unmount } = renderCard({ shipmentStatus: 2 });
    expect(tones(container)).toEqual(['red', 'red']);
    unmount();
    const green = renderCard({ shipmentStatus: 3 });
    expect(tones(green.container)).toEqual(['green', 'green']);
  });

  it('expands to the addresses, distance and price breakdown', async () => {
    renderCard();
    const toggle = screen.getByRole('button', { name: 'Detayları Göster' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Detayları Gizle' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Çıkış')).toBeVisible();
    expect(screen.getByText('Varış 1')).toBeVisible();
    expect(screen.getByText('Varış 2')).toBeVisible();
    expect(screen.getByText('Yükleme / İndirme Hizmeti dahil')).toBeVisible();
    expect(screen.getByText('İhaleye çıkarıldı')).toBeVisible();
    expect(screen.getByText('Kapıda Ödeme')).toBeVisible();
    expect(screen.getByText('12 km')).toBeVisible();
    expect(screen.getByRole('rowheader', { name: 'Gönderi Ücreti' }).nextSibling).toHaveTextContent(
      '415,00 ₺',
    );
    expect(screen.queryByText('İhale İndirimi')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Harita' })).toBeEnabled();
  });

  it('shows the accepted total and the tender discount once the tender set a price', () => {
    render(
      <ShipmentCard
        shipment={testShipment({ shipmentStatus: 3, acceptedTotalPrice: 425 })}
        defaultExpanded
      />,
      {
        wrapper: TestProviders,
      },
    );
    expect(screen.getByRole('rowheader', { name: 'İhale Sonucu Toplam' }).nextSibling).toHaveTextContent(
      '425,00 ₺',
    );
    expect(screen.getByRole('rowheader', { name: 'İhale İndirimi' }).nextSibling).toHaveTextContent(
      '-75,00 ₺',
    );
    expect(screen.getByTestId('card-total')).toHaveTextContent('425,00 ₺');
  });

  it('renders the caller’s action buttons in the expanded card', () => {
    render(
      <ShipmentCard
        shipment={testShipment()}
        defaultExpanded
        actions={<button type="button">İptal Et</button>}
      />,
      {
        wrapper: TestProviders,
      },
    );
    expect(screen.getByRole('button', { name: 'İptal Et' })).toBeVisible();
  });

  it("shows each delivered stop's own time (issue 16)", () => {
    const base = testShipment({ shipmentStatus: 40 });
    const [first, second] = base.shipmentList;
    render(
      <ShipmentCard
        defaultExpanded
        shipment={{
          ...base,
          shipmentList: [
            { ...first!, deliveredAt: '2026-01-01T10:05:00Z' },
            { ...second!, deliveredAt: '2026-01-01T10:40:00Z' },
          ],
        }}
      />,
      { wrapper: TestProviders },
    );
    expect(screen.getAllByTestId('stop-delivered-at').map((e) => e.textContent)).toEqual([
      'Teslim edildi: 01.01.2026 13:05',
      'Teslim edildi: 01.01.2026 13:40',
    ]);
  });
});
