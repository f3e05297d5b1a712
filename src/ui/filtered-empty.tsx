import type { ReactNode } from 'react';
import { Button, Stack, Text } from '@mantine/core';

export interface FilteredEmptyProps {
  /** "Bu aramaya uyan kayıt yok." */
  text: string;
  /** "Filtreleri temizle". */
  clearLabel: string;
  /** Clears the list's filters (and resets the filter fields). */
  onClear: () => void;
}

/** What an admin list shows when its filters match nothing: the sentence and a way back. */
export function FilteredEmpty({ text, clearLabel, onClear }: FilteredEmptyProps) {
  return (
    <Stack align="center" gap="xs">
      <Text>{text}</Text>
      <Button variant="light" onClick={onClear}>
        {clearLabel}
      </Button>
    </Stack>
  );
}

/**
 * What an admin list's table shows when empty: with a filter set, the filtered sentence and a way
 * back; without, the list's own sentence ("Henüz bildirim yok.").
 */
export function listEmptyText(
  filters: { filtered: boolean; clear: () => void },
  texts: { empty: ReactNode; emptyFiltered: string; clearFilters: string },
): ReactNode {
  return filters.filtered ? (
    <FilteredEmpty text={texts.emptyFiltered} clearLabel={texts.clearFilters} onClear={filters.clear} />
  ) : (
    texts.empty
  );
}
