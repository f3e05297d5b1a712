import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/ui/test-providers';
import { TableSection } from './table-section';

function show(query: { data: string[] | undefined; error: unknown; refetch: () => unknown }) {
  render(
    <TestProviders>
      <TableSection title="Geçmiş" query={query}>
        {(rows) => <p>{rows.join(', ')}</p>}
      </TableSection>
    </TestProviders>,
  );
}

describe('TableSection (a titled table under an admin screen)', () => {
  it('its heading, then the table once read', () => {
    show({ data: ['bir', 'iki'], error: null, refetch: vi.fn() });
    expect(screen.getByRole('heading', { level: 2, name: 'Geçmiş' })).toBeInTheDocument();
    expect(screen.getByText('bir, iki')).toBeInTheDocument();
  });

  it('a failed read: the heading stays, the message and "Tekrar Dene" read again', async () => {
    const refetch = vi.fn();
    show({ data: undefined, error: new Error('down'), refetch });
    expect(screen.getByRole('heading', { level: 2, name: 'Geçmiş' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
