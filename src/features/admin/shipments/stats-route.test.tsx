// The shipment statistics as a route (a stats screen type, docs/admin-area.md, pattern 7): the figures the server
// computed, each chart named by a sentence with its figures and a table of them.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupAppOnMockServer } from '@mocks/test/app';
import { renderRoute } from '@/test/render-route';

setupAppOnMockServer();

// The route tree brings the map picker (its `?url` stylesheet is outside a worktree's root).
vi.mock('@/features/addresses/map-picker', () => ({ MapPicker: () => null }));

describe('/admin/gonderi/istatistik/ under the real router', { timeout: 30_000 }, () => {
  it('shows the figures and every chart with its text alternative', async () => {
    await renderRoute('/admin/gonderi/istatistik/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gönderi İstatistikleri' }),
    ).toBeInTheDocument();
    const total = (await screen.findByText('Toplam gönderi')).closest('div');
    expect(total).toHaveTextContent('12');
    // One completed tender (1011, won at 82 % of the listed total): about 18 % below the list.
    const discount = screen.getByText('İhale indirimi').closest('div');
    expect(discount?.textContent).toMatch(/%18,0/);
    expect(discount).toHaveTextContent('1 tamamlanan ihalede');

    const byStatus = screen.getByRole('region', { name: 'Duruma göre' });
    expect(within(byStatus).getByRole('img').getAttribute('aria-label')).toContain('Teklif Süreci 2');
    const byCity = screen.getByRole('region', { name: 'Alış şehrine göre' });
    expect(within(byCity).getByRole('img')).toHaveAccessibleName('Alış şehrine göre: İstanbul 10, Ankara 2.');
    const cityTable = within(byCity).getByRole('table', {
      name: 'Alış şehrine göre: rakamlar',
      hidden: true,
    });
    expect(within(cityTable).getAllByRole('row', { hidden: true })).toHaveLength(3);
    const byDay = screen.getByRole('region', { name: /Günlere göre/ });
    expect(within(byDay).getAllByRole('row', { hidden: true })).toHaveLength(32);
    expect(byDay.querySelector('.recharts-wrapper, .recharts-responsive-container')).not.toBeNull();
  });

  it('takes the date range from the URL', async () => {
    await renderRoute('/admin/gonderi/istatistik/?from=%222020-01-01%22&to=%222020-01-31%22');
    const total = (await screen.findByText('Toplam gönderi')).closest('div');
    expect(total).toHaveTextContent('0');
    expect(screen.getByText('Bu aralıkta gönderi yok.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Oluşturma tarihi/ })).toHaveTextContent(
      '01.01.2020 – 31.01.2020',
    );
  });
});
