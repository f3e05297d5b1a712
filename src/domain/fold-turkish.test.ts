import { describe, expect, it } from 'vitest';
import { foldTurkish, includesFolded } from './fold-turkish';

describe('foldTurkish', () => {
  it.each([
    ['Çanakkale', 'canakkale'],
    ['Şanlıurfa', 'sanliurfa'],
    ['Iğdır', 'igdir'],
    ['İstanbul', 'istanbul'],
    ['İSTANBUL', 'istanbul'],
    ['IĞDIR', 'igdir'],
    ['Gümüşhane', 'gumushane'],
    ['Köyceğiz', 'koycegiz'],
    ['ÇĞIİÖŞÜ çğıiöşü', 'cgiiosu cgiiosu'],
    ['Ankara', 'ankara'],
    // A decomposed İ (I + combining dot) folds like the composed one.
    ['I\u0307zmir', 'izmir'],
    // Circumflexes of older spellings fold too.
    ['Hâkimiyet', 'hakimiyet'],
    ['', ''],
  ])('%s → %s', (input, folded) => {
    expect(foldTurkish(input)).toBe(folded);
  });
});

describe('includesFolded', () => {
  it.each([
    ['Çanakkale', 'canakkale', true],
    ['Çanakkale', 'ÇANAK', true],
    ['Şanlıurfa', 'sanliurfa', true],
    ['Şanlıurfa', 'şanlı', true],
    ['Iğdır', 'igdir', true],
    ['Iğdır', 'ığdır', true],
    ['İzmir', 'zmi', true],
    ['Ankara', '  ', true],
    ['Ankara', 'izmir', false],
    ['Kadıköy', ' kadikoy ', true],
  ])('%s contains %s: %s', (label, search, expected) => {
    expect(includesFolded(label, search)).toBe(expected);
  });
});
