// Search folding for Turkish place names: people type "canakkale", "sanliurfa", "igdir" on
// keyboards without Turkish letters, and "ISTANBUL" in capitals. Both sides are folded the same
// way: Turkish lower case first (İ→i, I→ı), then the letters with marks to their plain ones.

const PLAIN: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u' };

/** Lower case by Turkish rules, diacritics removed: "Şanlıurfa" → "sanliurfa", "IĞDIR" → "igdir". */
export function foldTurkish(text: string): string {
  return (
    text
      .toLocaleLowerCase('tr-TR')
      .replace(/[çğıöşü]/g, (c) => PLAIN[c] ?? c)
      // Whatever marks are left (â, î, û, a decomposed İ's dot) go too.
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
  );
}

/** Whether `label` contains `search`, both folded; a blank search matches everything. */
export function includesFolded(label: string, search: string): boolean {
  const needle = foldTurkish(search.trim());
  return needle === '' || foldTurkish(label).includes(needle);
}
