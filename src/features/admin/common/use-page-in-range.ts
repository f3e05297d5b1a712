import { useEffect } from 'react';
import { pageCount, type Page } from '@/api/list';

/**
 * A list whose rows leave it (decided, deleted), or a page number from an old link: once the page
 * read is empty past page 1, go to the last page that has rows (page 1 when none is left).
 */
export function usePageInRange(
  list: { data?: Page<unknown>; isPlaceholderData: boolean },
  onPageChange: (page: number) => void,
): void {
  const data = list.data;
  const beyondLast = !!data && !list.isPlaceholderData && data.items.length === 0 && data.page > 1;
  const lastPage = data ? pageCount(data.total, data.pageSize) : 1;
  useEffect(() => {
    if (beyondLast) onPageChange(lastPage);
  }, [beyondLast, lastPage, onPageChange]);
}
