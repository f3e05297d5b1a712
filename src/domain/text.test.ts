import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { requiredTextSchema, TEXT_MAX, textSchema } from './limits';
import { isBlankText, normalizeText, textLength, textProblem } from './text';

const codes = (schema: v.GenericSchema, value: unknown) => {
  const r = v.safeParse(schema, value);
  return r.success ? [] : r.issues.map((i) => i.message);
};
const output = (schema: v.GenericSchema, value: unknown) => v.parse(schema, value) as unknown;

const INVISIBLE_ONLY = ['\u200B', '\u2060', '\u3164', '\u200B\u2060\u3164', ' \uFEFF\u200D ', '\u00A0\u2060'];

describe('one text normalisation (issue 27): NFC, trimmed, invisible characters included', () => {
  it('composes to NFC and trims spaces and invisible characters at both ends', () => {
    expect(normalizeText('  Ayse\u0308 ')).toBe('Ayse\u0308'.normalize('NFC'));
    expect(normalizeText('\u200B\u2060 Ali \u3164\uFEFF')).toBe('Ali');
    // Inside a text they stay: a zero-width joiner builds one emoji of several.
    expect(normalizeText('👨\u200D👩\u200D👧')).toBe('👨\u200D👩\u200D👧');
  });

  it.each(INVISIBLE_ONLY.map((s) => [JSON.stringify(s), s]))('%s is blank', (_, s) => {
    expect(isBlankText(s)).toBe(true);
  });

  it('counts characters in code points, as JSON Schema maxLength does', () => {
    expect(textLength('😀'.repeat(50))).toBe(50);
    expect('😀'.repeat(50).length).toBe(100);
    expect(textLength('Çağrı')).toBe(5);
  });

  it('refuses control characters everywhere but tab and line breaks in multi-line texts', () => {
    for (const bad of ['Ali\u0000', 'Ali\u0007', 'A\rli', 'A\nli', 'Ali\u007F', 'Ali\u0085'])
      expect([JSON.stringify(bad), textProblem(bad, 'name')]).toEqual([
        JSON.stringify(bad),
        'TEXT_INVALID_CHARACTERS',
      ]);
    expect(textProblem('Satır 1\nSatır 2\tx', 'reason')).toBeNull();
    expect(textProblem('Ali\u0000', 'reason')).toBe('TEXT_INVALID_CHARACTERS');
  });

  it('refuses bidi overrides and isolates in single-line fields', () => {
    for (const bad of ['Ali\u202Egpj.exe', '\u202DAli', '\u2066Ali\u2069', '\u202AAli\u202C'])
      expect(textProblem(bad, 'name')).toBe('TEXT_INVALID_CHARACTERS');
    expect(textProblem('Ali Veli', 'title')).toBeNull();
  });
});

describe('the text schemas the forms and the server run use it', () => {
  it.each(INVISIBLE_ONLY.map((s) => [JSON.stringify(s), s]))(
    'a required text of only %s is missing',
    (_, s) => {
      expect(codes(requiredTextSchema('reason', 'REJECT_REASON_REQUIRED'), s)).toEqual([
        'REJECT_REASON_REQUIRED',
      ]);
      expect(codes(requiredTextSchema('title'), s)).toEqual(['FIELD_REQUIRED']);
    },
  );

  it('takes 50 emoji as a 50-character name, not 51', () => {
    expect(codes(textSchema('name'), '😀'.repeat(TEXT_MAX.name))).toEqual([]);
    expect(codes(textSchema('name'), '😀'.repeat(TEXT_MAX.name + 1))).toEqual(['TEXT_TOO_LONG']);
    expect(codes(requiredTextSchema('title'), '😀'.repeat(TEXT_MAX.title))).toEqual([]);
  });

  it('refuses NUL, CR/LF, BEL and U+202E in a name and a title', () => {
    for (const bad of ['Ali\u0000', 'Ali\r\nVeli', 'Ali\u0007', 'Ali\u202Eilev'])
      for (const schema of [textSchema('name'), requiredTextSchema('title')])
        expect(codes(schema, bad)).toEqual(['TEXT_INVALID_CHARACTERS']);
  });

  it('gives the server the normalised text', () => {
    expect(output(requiredTextSchema('title'), '\u200B Kurye Öne Çıkan \u2060')).toBe('Kurye Öne Çıkan');
    expect(output(textSchema('name'), ' S\u0327eyma ')).toBe('Şeyma');
  });

  it('leaves passwords and codes as typed (no trimming), but counts them in code points too', () => {
    expect(output(textSchema('password'), ' gizli şifre ')).toBe(' gizli şifre ');
    expect(codes(textSchema('password'), '😀'.repeat(TEXT_MAX.password))).toEqual([]);
  });
});
