import { describe, expect, it } from 'vitest';
import { ApiError } from './api-errors';
import { foldTurkish } from './fold-turkish';
import { pageOf, sortOf, textSearchOf, TURKISH_FOLD, turkishSortKey } from './listing';

const q = (s: string) => new URLSearchParams(s);

/** What PostgreSQL computes for `lower(translate(text, from, to))` on ASCII and Turkish text. */
const sqlFold = (text: string) =>
  [...text]
    .map((c) => {
      const i = [...TURKISH_FOLD.from].indexOf(c);
      return i < 0 ? c : [...TURKISH_FOLD.to][i]!;
    })
    .join('')
    .toLowerCase();

describe('the list parameters every server reads', () => {
  it('pages: defaults, bounds, offset', () => {
    expect(pageOf(q(''))).toEqual({ page: 1, pageSize: 20, offset: 0 });
    expect(pageOf(q('page=3&pageSize=100'))).toEqual({ page: 3, pageSize: 100, offset: 200 });
    for (const bad of ['page=0', 'pageSize=101', 'pageSize=0', 'page=1.5', 'page=x'])
      expect(() => pageOf(q(bad)), bad).toThrow(ApiError);
  });

  it('sorts only by the keys the list names', () => {
    expect(sortOf(q('sort=-name'), ['name'])).toEqual({ key: 'name', desc: true });
    expect(sortOf(q(''), ['name'])).toBeNull();
    for (const bad of ['phone', 'toString', '-__proto__'])
      expect(() => sortOf(q(`sort=${bad}`), ['name'])).toThrow();
  });

  it('reads q as folded text, and as a phone only when it is one', () => {
    expect(textSearchOf(q('q=%20%C4%B0LKER%20'))).toEqual({ folded: 'ilker', phoneDigits: null });
    expect(textSearchOf(q('q=0532 111'))).toEqual({ folded: '0532 111', phoneDigits: '532111' });
    expect(textSearchOf(q('q=12'))?.phoneDigits).toBeNull();
    expect(textSearchOf(q('q=%20'))).toBeNull();
  });
});

describe('Turkish folding and order in SQL', () => {
  it('translate + lower folds as foldTurkish does, letter by letter', () => {
    const letters = 'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZabcçdefgğhıijklmnoöpqrsştuüvwxyzÂâÎîÛû0123456789 .-@';
    for (const c of letters) expect(sqlFold(c), c).toBe(foldTurkish(c));
    for (const text of ['İSMAİL IŞIK', 'Şükrü Öztürk', 'ÇAĞLA Ilgaz', 'ayşe@örnek.com'])
      expect(sqlFold(text)).toBe(foldTurkish(text));
  });

  it('the sort key orders names as the Turkish collator does, case-insensitively', () => {
    const names = [
      'Zeynep Arslan',
      'ilker',
      'Ömer',
      'Çağla',
      'cem',
      'Işık',
      'İsmail',
      'Uğur',
      'Ümit',
      'şule',
      'Selin',
      'ali',
      'Ali Kaya',
      'Ali 2',
      'Âdem',
      'adem',
      'Ayşe',
    ];
    const collator = new Intl.Collator('tr', { sensitivity: 'base', numeric: true });
    const byKey = [...names].sort((a, b) =>
      turkishSortKey(a) < turkishSortKey(b) ? -1 : turkishSortKey(a) > turkishSortKey(b) ? 1 : 0,
    );
    expect(byKey).toEqual([...names].sort(collator.compare));
  });
});
