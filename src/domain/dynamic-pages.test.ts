import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  dynamicPageInputSchema,
  pageCodeSchema,
  pageTemplate,
  parseTreeText,
  treeToText,
} from './dynamic-pages';
import { helpInputSchema } from './help';
import { PAGE_TREE } from './limits';

const codes = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input);
  return r.success ? [] : r.issues.map((i) => i.message);
};

describe('page code', () => {
  it('takes lower-case letters, digits and single inner dashes, up to 64', () => {
    for (const ok of ['hakkimizda', 'kampanya-2026', 'a', 'a1-b2-c3', 'x'.repeat(64)])
      expect(codes(pageCodeSchema, ok)).toEqual([]);
    expect(codes(pageCodeSchema, '')).toEqual(['FIELD_REQUIRED']);
    expect(codes(pageCodeSchema, 'x'.repeat(65))).toContain('TEXT_TOO_LONG');
    for (const bad of ['Hakkimizda', 'hakkımızda', 'a b', '-a', 'a-', 'a--b', 'a/b', 'a_b'])
      expect(codes(pageCodeSchema, bad)).toEqual(['PAGE_CODE_INVALID']);
  });
});

describe('page tree text (the editor)', () => {
  it('reads the template back as it was written', () => {
    const tree = pageTemplate('Kampanya');
    expect(parseTreeText(treeToText(tree))).toEqual({ ok: true, tree });
    expect(v.is(dynamicPageInputSchema, { pageCode: 'a', title: 'A', isActive: true, content: tree })).toBe(
      true,
    );
  });

  it('names what is wrong: empty, not JSON, malformed, too large', () => {
    expect(parseTreeText('  ')).toEqual({ ok: false, code: 'FIELD_REQUIRED' });
    expect(parseTreeText('{"elementType": "div",')).toEqual({ ok: false, code: 'PAGE_TREE_JSON' });
    expect(parseTreeText('[]')).toEqual({ ok: false, code: 'PAGE_TREE_INVALID' });
    expect(parseTreeText('{"elementType":"div","propList":[]}')).toEqual({
      ok: false,
      code: 'PAGE_TREE_INVALID',
    });
    expect(
      parseTreeText(
        '{"elementType":"div","propList":[{"propName":"on click","propValue":"x"}],"contentList":[]}',
      ),
    ).toEqual({ ok: false, code: 'PAGE_TREE_INVALID' });
    const long = { elementType: 'p', propList: [], contentList: [], text: 'x'.repeat(PAGE_TREE.maxText + 1) };
    expect(parseTreeText(JSON.stringify(long))).toEqual({ ok: false, code: 'PAGE_TREE_TOO_LARGE' });
  });
});

describe('help input', () => {
  it('trims, requires a question and an answer, bounds the order', () => {
    expect(v.parse(helpInputSchema, { title: ' Soru ', body: 'Cevap' })).toMatchObject({ title: 'Soru' });
    expect(codes(helpInputSchema, { title: '', body: '' })).toEqual(['FIELD_REQUIRED', 'FIELD_REQUIRED']);
    expect(codes(helpInputSchema, { title: 'S', body: 'C', order: 100_001 })).toEqual(['HELP_ORDER_INVALID']);
    expect(codes(helpInputSchema, { title: 'x'.repeat(101), body: 'C' })).toEqual(['TEXT_TOO_LONG']);
  });
});
