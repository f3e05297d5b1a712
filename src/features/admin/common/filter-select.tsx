import { useEffect, useState } from 'react';
import { NativeSelect, type NativeSelectProps } from '@mantine/core';

export interface FilterSelectProps extends Omit<NativeSelectProps, 'value'> {
  /** The value in the URL. */
  value: string;
}

/**
 * A list filter's dropdown (the browser's own select) showing a choice at once. Bound to the URL
 * alone, each arrow key was undone until the list of the previous one had loaded (the URL changes
 * after its loader), so the next press started from the old option: four presses landed on the
 * second (issue 28). The URL still catches up; Back, a link or "Süzgeci Temizle" is shown as it comes.
 */
export function FilterSelect({ value, onChange, ...props }: FilterSelectProps) {
  // The choice shown ahead of the URL, and the values sent since the URL last caught up: the URL
  // passing through one of those on its way is not news; reaching the choice, or another value
  // (Back, a link, clearing), is.
  const [ahead, setAhead] = useState<{ chosen: string; sent: readonly string[] } | null>(null);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (ahead && (value === ahead.chosen || !ahead.sent.includes(value))) setAhead(null);
  }
  // Back or Forward before the list caught up: the page's value may never have moved, so the check
  // above sees no news, yet the choice shown ahead belongs to the entry that was left.
  useEffect(() => {
    const leave = () => setAhead(null);
    window.addEventListener('popstate', leave);
    return () => window.removeEventListener('popstate', leave);
  }, []);
  return (
    <NativeSelect
      {...props}
      value={ahead?.chosen ?? value}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setAhead((a) => ({ chosen: next, sent: [...(a?.sent ?? []), next] }));
        onChange?.(event);
      }}
    />
  );
}
