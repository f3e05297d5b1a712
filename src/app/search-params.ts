// How the router writes and reads a URL's search (TanStack Router's `stringifySearch` and
// `parseSearch`). Codes, pages and lists keep the router's JSON form (`?status=[2,40]&page=3`);
// the values people type (a list's search `q`, a page code) are written as typed (`?q=1005`, not
// `?q=%221005%22`) and read as text, so a hand-typed or shared link means what it says.
import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router';

/** The search keys whose values are free text, never JSON. */
const TEXT_SEARCH_KEYS: readonly string[] = ['q', 'pageCode'];

const parseJson = parseSearchWith(JSON.parse);
const stringifyJson = stringifySearchWith(JSON.stringify, JSON.parse);

/** A value as typed; one written by an older build (`"1005"`, JSON-quoted) is read without its quotes. */
function typedText(raw: string): string {
  if (raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"')) {
    try {
      const value: unknown = JSON.parse(raw);
      if (typeof value === 'string') return value;
    } catch {
      // Not JSON: the quotes were typed.
    }
  }
  return raw;
}

export function parseSearch(searchStr: string): Record<string, unknown> {
  const search: Record<string, unknown> = parseJson(searchStr);
  const params = new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr);
  for (const key of TEXT_SEARCH_KEYS) {
    const raw = params.get(key);
    if (raw !== null) search[key] = typedText(raw);
  }
  return search;
}

export function stringifySearch(search: Record<string, unknown>): string {
  const rest: Record<string, unknown> = { ...search };
  const text = new URLSearchParams();
  for (const key of TEXT_SEARCH_KEYS) {
    const value = rest[key];
    if (typeof value !== 'string') continue;
    delete rest[key];
    text.set(key, value);
  }
  const json = stringifyJson(rest);
  const typed = text.toString();
  if (!typed) return json;
  return json ? `${json}&${typed}` : `?${typed}`;
}
