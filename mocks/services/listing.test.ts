import { describe, expect, it } from 'vitest';
import { ApiError } from '@/domain/api-errors';
import { paginate, sortRows } from './listing';

const rows = [
  { id: 1, name: 'Şule', price: 300, at: null as number | null },
  { id: 2, name: 'ali', price: 100, at: 5 },
  { id: 3, name: 'Çağla', price: 200, at: 3 },
  { id: 4, name: 'Ömer', price: 100, at: 9 },
];
const keys = {
  name: (r: (typeof rows)[number]) => r.name,
  price: (r: (typeof rows)[number]) => r.price,
  at: (r: (typeof rows)[number]) => r.at,
};
const q = (s: string) => new URLSearchParams(s);
const ids = (list: { id: number }[]) => list.map((r) => r.id);

describe('server-side sort of the admin lists (the contract sort parameter)', () => {
  it('keeps the default order without sort', () => {
    expect(ids(sortRows(rows, q(''), keys))).toEqual([1, 2, 3, 4]);
  });

  it('sorts text in Turkish order, case-insensitive', () => {
    expect(ids(sortRows(rows, q('sort=name'), keys))).toEqual([2, 3, 4, 1]);
    expect(ids(sortRows(rows, q('sort=-name'), keys))).toEqual([1, 4, 3, 2]);
  });

  it('sorts numbers as numbers, ties in the default order, empty values last both ways', () => {
    expect(ids(sortRows(rows, q('sort=price'), keys))).toEqual([2, 4, 3, 1]);
    expect(ids(sortRows(rows, q('sort=-price'), keys))).toEqual([1, 3, 2, 4]);
    expect(ids(sortRows(rows, q('sort=at'), keys))).toEqual([3, 2, 4, 1]);
    expect(ids(sortRows(rows, q('sort=-at'), keys))).toEqual([4, 2, 3, 1]);
  });

  it('sorts before it pages', () => {
    const page = paginate(rows, q('sort=-price&page=1&pageSize=2'), (r) => r, keys);
    expect(ids(page.items)).toEqual([1, 3]);
    expect(page.total).toBe(4);
  });

  it('refuses a key the list does not name (400 FIELD_INVALID), including inherited names', () => {
    for (const sort of ['password', '-password', 'toString', '__proto__', 'constructor']) {
      expect(() => sortRows(rows, q(`sort=${sort}`), keys), sort).toThrow(ApiError);
    }
    expect(() => paginate(rows, q('sort=name'), (r) => r)).toThrow(ApiError);
  });
});
