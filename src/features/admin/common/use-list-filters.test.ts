import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useListFilters } from './use-list-filters';

interface Search {
  page: number;
  pageSize: number;
  q: string;
  status?: number;
  to?: string;
}

const cleared = { q: '', status: undefined, to: undefined };

describe("useListFilters (an admin list's filters, from their cleared values)", () => {
  it('is filtered when any filter differs from its cleared value, paging and sort aside', () => {
    const filteredBy = (search: Search) =>
      renderHook(() => useListFilters(search, vi.fn(), cleared)).result.current.filtered;
    expect(filteredBy({ page: 4, pageSize: 50, q: '' })).toBe(false);
    expect(filteredBy({ page: 1, pageSize: 20, q: 'ayşe' })).toBe(true);
    expect(filteredBy({ page: 1, pageSize: 20, q: '', status: 2 })).toBe(true);
    expect(filteredBy({ page: 1, pageSize: 20, q: '', to: '2026-11-01' })).toBe(true);
  });

  it('clears every filter back to page 1', () => {
    const onSearchChange = vi.fn();
    const { result } = renderHook(() =>
      useListFilters({ page: 3, pageSize: 20, q: 'x', to: '2026-11-01' }, onSearchChange, cleared),
    );
    act(() => result.current.clear());
    expect(onSearchChange).toHaveBeenCalledWith({ q: '', status: undefined, to: undefined, page: 1 });
  });
});
