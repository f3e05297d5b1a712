import { SegmentedControl, Stack, Text } from '@mantine/core';

export interface LabelledChoiceProps<C extends number> {
  /** The label's id, which names the group for screen readers. */
  id: string;
  label: string;
  options: readonly { value: C; label: string }[];
  value: C;
  onChange: (value: C) => void;
}

/** A choice among a few coded values (a movement's or a notification's type), as a labelled segmented control. */
export function LabelledChoice<C extends number>({
  id,
  label,
  options,
  value,
  onChange,
}: LabelledChoiceProps<C>) {
  return (
    <Stack gap={4}>
      <Text component="span" fw={500} size="sm" id={id}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={id}
        fullWidth
        data={options.map((o) => ({ value: String(o.value), label: o.label }))}
        value={String(value)}
        onChange={(raw) => {
          const chosen = options.find((o) => String(o.value) === raw);
          if (chosen) onChange(chosen.value);
        }}
      />
    </Stack>
  );
}
