import { useEffect, useState } from 'react';
import { TextInput } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { IconSearch } from '@tabler/icons-react';
import { useSearchCommit } from './use-search-commit';

export interface ListSearchBoxProps {
  /** "Ara". */
  label: string;
  /** "Ad, soyad veya telefon". */
  placeholder: string;
  /** The list's `q` in the URL. */
  value: string;
  /** The search to put in the URL (trimmed), once typing pauses; the list goes back to page 1. */
  onSearch: (q: string) => void;
}

/**
 * An admin list's search box, bound to the URL's `q`. What is typed shows at once and goes to the
 * URL once typing pauses (useSearchCommit); the URL passing through what was sent on the way is
 * not news, any other value (Back, a link, "Filtreleri temizle") is shown as it comes.
 */
export function ListSearchBox({ label, placeholder, value, onSearch }: ListSearchBoxProps) {
  // The text typed, the searches sent since the URL last showed something of its own, and whether
  // the box shows the URL as it is (after Back or Forward, until the next keystroke).
  const [box, setBox] = useState<{ text: string; sent: readonly string[]; follow: boolean }>({
    text: value,
    sent: [],
    follow: false,
  });
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (value === box.text.trim()) setBox({ ...box, sent: [] });
    else if (!box.sent.includes(value)) setBox({ text: value, sent: [], follow: false });
  }
  // Back or Forward: whatever the URL says next is news, even a search typed here before, and even
  // when the router never rendered the step left (Back pressed as the search reached the URL: the
  // value goes back to one already seen, so only following the URL empties the box).
  const router = useRouter();
  useEffect(
    () =>
      router.history.subscribe(({ action }) => {
        if (action.type === 'PUSH' || action.type === 'REPLACE') return;
        setBox((b) => ({ text: b.text, sent: [], follow: true }));
      }),
    [router],
  );
  const commit = useSearchCommit((text) => onSearch(text.trim()));
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={box.follow ? value : box.text}
      maxLength={100}
      onChange={(e) => {
        const text = e.currentTarget.value;
        setBox((b) => ({ text, sent: [...b.sent, text.trim()], follow: false }));
        commit(text);
      }}
    />
  );
}
