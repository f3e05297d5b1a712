export interface ListFilters {
  /** Any filter is set: an empty list then offers to clear them ("Filtreleri temizle"). */
  filtered: boolean;
  /** Clears every filter and goes back to page 1. */
  clear: () => void;
}

/**
 * An admin list's filters (docs/admin-area.md, pattern 1), from the values they have when cleared: whether any is set
 * and clearing them all are read from the same list, so a filter cannot be cleared but not
 * counted, or counted but left set.
 */
export function useListFilters<S extends { page: number }>(
  search: S,
  onSearchChange: (patch: Partial<S>) => void,
  cleared: Partial<Omit<S, 'page' | 'pageSize' | 'sort'>>,
): ListFilters {
  const values = search as Record<string, unknown>;
  const filtered = Object.entries(cleared).some(([name, value]) => values[name] !== value);
  // The fields show the URL's values, so clearing the URL is enough: no field keeps an old one.
  const clear = () => onSearchChange({ ...cleared, page: 1 } as Partial<S>);
  return { filtered, clear };
}
