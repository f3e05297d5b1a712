// The help search (docs/screens-and-routes.md: Turkish-locale, case-insensitive): every word typed must appear in the
// question or its answer, compared folded ("İHALE", "ihale" and "ıhale" are one word; "guvence"
// finds "Güvence" on a keyboard without Turkish letters).
import { foldTurkish } from '@/domain/fold-turkish';

export interface Searchable {
  title: string;
  body: string;
}

/** The entries matching every word of the query, in their order; a blank query keeps them all. */
export function searchHelp<T extends Searchable>(entries: readonly T[], query: string): T[] {
  const words = foldTurkish(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const text = foldTurkish(`${entry.title} ${entry.body}`);
    return words.every((word) => text.includes(word));
  });
}
