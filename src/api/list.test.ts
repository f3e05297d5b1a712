import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { listQuery, listSearchEntries, listSearchSchema, pageCount, urlCodeFilter, urlSort } from './list';

const parse = (input: unknown) => v.parse(listSearchSchema, input);

describe('list search params (the URL of every admin list)', () => {
  it('fills the defaults for an empty URL', () => {
    expect(parse({})).toEqual({ page: 1, pageSize: 20, q: '', sort: '' });
  });

  it('reads numbers the router parsed and text a person typed', () => {
    expect(parse({ page: 3, pageSize: 50, q: ' Zeynep ' })).toEqual({
      page: 3,
      pageSize: 50,
      q: 'Zeynep',
      sort: '',
    });
    expect(parse({ page: '2', pageSize: '10' })).toEqual({ page: 2, pageSize: 10, q: '', sort: '' });
  });

  it('falls back to the default for a value it does not allow, instead of failing the page', () => {
    expect(parse({ page: 0 })).toMatchObject({ page: 1 });
    expect(parse({ page: -4 })).toMatchObject({ page: 1 });
    expect(parse({ page: 1.5 })).toMatchObject({ page: 1 });
    expect(parse({ page: 'abc' })).toMatchObject({ page: 1 });
    expect(parse({ pageSize: 1000 })).toMatchObject({ pageSize: 20 });
    expect(parse({ pageSize: 7 })).toMatchObject({ pageSize: 20 });
    expect(parse({ q: 'x'.repeat(101) })).toMatchObject({ q: '' });
    expect(parse({ q: 42 })).toMatchObject({ q: '' });
  });

  it('takes a route filter beside the shared entries', () => {
    const schema = v.object({ ...listSearchEntries, workingType: urlCodeFilter([1, 2] as const) });
    expect(v.parse(schema, { workingType: 2 })).toEqual({
      page: 1,
      pageSize: 20,
      q: '',
      sort: '',
      workingType: 2,
    });
    expect(v.parse(schema, { workingType: '1' })).toMatchObject({ workingType: 1 });
    expect(v.parse(schema, { workingType: 3 }).workingType).toBeUndefined();
    expect(v.parse(schema, {}).workingType).toBeUndefined();
  });

  it('sends only what is set', () => {
    expect(listQuery({ page: 1, pageSize: 20, q: '', workingType: undefined })).toEqual({
      page: 1,
      pageSize: 20,
    });
    expect(listQuery({ page: 2, pageSize: 20, q: 'ali' })).toEqual({ page: 2, pageSize: 20, q: 'ali' });
  });

  it('takes only the sort keys a list names, ascending or descending', () => {
    const schema = v.object({ ...listSearchEntries, sort: urlSort(['createdAt', 'name']) });
    expect(v.parse(schema, { sort: '-createdAt' }).sort).toBe('-createdAt');
    expect(v.parse(schema, { sort: 'name' }).sort).toBe('name');
    expect(v.parse(schema, { sort: 'password' }).sort).toBe('');
    expect(v.parse(schema, { sort: '--name' }).sort).toBe('');
    expect(v.parse(listSearchSchema, { sort: 'name' }).sort).toBe('');
    expect(listQuery(v.parse(schema, {}))).toEqual({ page: 1, pageSize: 20 });
  });

  it('counts pages', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});
