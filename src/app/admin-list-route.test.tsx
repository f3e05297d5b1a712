// A list built from the shared pieces (listRouteSearch + listRouteComponent + AdminListScreen)
// keeps its state in the URL: the search box, a dropdown filter (as its code), "Süzgeçleri
// Temizle" and the paging all go through the route's search, and the screen shows what the URL says.
import { screen, waitFor, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { listSearchEntries, type Page } from '@/api/list';
import { AdminListScreen } from '@/features/admin/common/admin-list-screen';
import { textColumn } from '@/features/admin/common/columns';
import type { ListSearchProps } from '@/features/admin/common/use-list-search';
import { TestProviders } from '@/ui/test-providers';
import { listRouteComponent } from './admin-list-route';
import { listRouteSearch } from './list-route-search';

interface Fruit {
  id: number;
  name: string;
  color: 1 | 2;
}
const fruits: Fruit[] = Array.from({ length: 50 }, (_, i) => ({
  id: i + 1,
  name: `${i % 2 ? 'Elma' : 'Armut'} ${i + 1}`,
  color: i % 2 ? 1 : 2,
}));

const fruitsSearchSchema = v.object({
  ...listSearchEntries,
  color: v.optional(v.fallback(v.optional(v.picklist([1, 2])), undefined)),
});
type FruitsSearch = v.InferOutput<typeof fruitsSearchSchema>;

function readFruits(search: FruitsSearch): Page<Fruit> {
  const rows = fruits.filter(
    (f) => f.name.includes(search.q) && (search.color === undefined || f.color === search.color),
  );
  const start = (search.page - 1) * search.pageSize;
  return {
    items: rows.slice(start, start + search.pageSize),
    total: rows.length,
    page: search.page,
    pageSize: search.pageSize,
  };
}

const texts = {
  title: 'Meyveler',
  summary: 'Bütün meyveler.',
  searchLabel: 'Ara',
  searchPlaceholder: 'Meyve adı',
  tableLabel: 'Meyve listesi',
  count: (n: number) => `${n} meyve`,
  empty: 'Henüz meyve yok.',
  emptyFiltered: 'Bu aramaya uyan meyve yok.',
  clearFilters: 'Süzgeçleri Temizle',
};

function FruitsPage({ search, onSearchChange }: ListSearchProps<FruitsSearch>) {
  return (
    <AdminListScreen
      search={search}
      onSearchChange={onSearchChange}
      texts={texts}
      query={{ data: readFruits(search), error: null, refetch: () => {}, isPlaceholderData: false }}
      filters={[
        {
          name: 'color',
          label: 'Renk',
          all: 'Tümü',
          options: [
            { value: 1, label: 'Kırmızı' },
            { value: 2, label: 'Yeşil' },
          ],
        },
      ]}
      columns={[textColumn<Fruit>('name', 'Ad', (f) => f.name, { primary: true })]}
      rowKey={(f) => f.id}
      csv={{ fileName: 'meyveler.csv', read: async (s) => readFruits(s) }}
    />
  );
}

function renderFruits(path: string) {
  const root = createRootRoute();
  const list = createRoute({
    getParentRoute: () => root,
    path: '/meyveler',
    ...listRouteSearch(fruitsSearchSchema),
    component: listRouteComponent(fruitsSearchSchema, FruitsPage),
  });
  const router = createRouter({
    routeTree: root.addChildren([list]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.searchStr}`;
  return { router, location };
}

describe('an admin list made of AdminListScreen and listRouteComponent', () => {
  it('reads its filters from the URL and puts the search, a filter code, paging and clearing back in it', async () => {
    const view = renderFruits('/meyveler?color=1');
    const table = await screen.findByRole('table', { name: 'Meyve listesi' });
    expect(screen.getByRole('heading', { name: 'Meyveler' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Renk' })).toHaveValue('1');
    expect(within(table).getAllByText(/^Elma/).length).toBeGreaterThan(0);
    expect(within(table).queryByText(/^Armut/)).toBeNull();

    // The dropdown puts the code in the URL, back to page 1.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Renk' }), 'Yeşil');
    await waitFor(() => expect(view.location()).toBe('/meyveler?color=2'));

    // Paging: page 2 in the URL; the defaults (page 1, 20 rows) stay out of it.
    await userEvent.click(screen.getByRole('button', { name: 'Sayfa 2' }));
    await waitFor(() => expect(view.location()).toBe('/meyveler?color=2&page=2'));

    // The search box: its text in the URL once typing pauses, back to page 1.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Ara' }), 'Yok');
    await waitFor(() => expect(view.location()).toBe('/meyveler?color=2&q=Yok'));
    expect(await screen.findByText('Bu aramaya uyan meyve yok.')).toBeInTheDocument();

    // Clearing empties every filter from the URL, and the fields show it.
    await userEvent.click(screen.getByRole('button', { name: 'Süzgeçleri Temizle' }));
    await waitFor(() => expect(view.location()).toBe('/meyveler'));
    expect(screen.getByRole('searchbox', { name: 'Ara' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Renk' })).toHaveValue('');
  }, 30_000);
});
