import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/ui/test-providers';
import { QueryView } from './query-view';

function show(query: { data: string | undefined; error: unknown; refetch: () => unknown }) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TestProviders>
        <QueryView query={query} kind="list" skeletonHeight={120}>
          {(data) => <p>{`Okundu: ${data}`}</p>}
        </QueryView>
      </TestProviders>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe("QueryView (an admin screen's data: read, failed, on its way)", () => {
  it('shows what was read, even when a later read failed', () => {
    show({ data: 'liste', error: new Error('down'), refetch: vi.fn() });
    expect(screen.getByText('Okundu: liste')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failed first read: the Turkish message and "Tekrar Dene", which reads again', async () => {
    const refetch = vi.fn();
    show({ data: undefined, error: new TypeError('Failed to fetch'), refetch });
    const alert = screen.getByRole('alert');
    expect(alert).not.toHaveTextContent('Failed to fetch');
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('on its way, online: a skeleton', () => {
    show({ data: undefined, error: null, refetch: vi.fn() });
    expect(document.querySelector('.mantine-Skeleton-root')).not.toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('Okundu', { exact: false })).toBeNull();
  });

  it('on its way, offline: the note that the list needs the network once, not an endless skeleton', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    show({ data: undefined, error: null, refetch: vi.fn() });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Bu liste için bir kez internet bağlantısı gerekiyor',
    );
  });
});
