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
