import { describe, expect, it } from 'vitest';
import { searchHelp } from './help-search';

const entries = [
  { title: 'İhale (teklif) süreci nedir?', body: 'Kuryeler 30 dakika teklif verir.' },
  { title: 'Güvence hizmeti neyi kapsar?', body: 'Beyan edilen değerin %3’ü.' },
  { title: 'Gönderimi nasıl iptal ederim?', body: 'Gönderi Takip ekranından İptal Et.' },
];

describe('searchHelp', () => {
  it('is case-insensitive by Turkish rules: İ/i and I/ı are one letter', () => {
    for (const query of ['ihale', 'İHALE', 'IHALE', 'ıhale', 'İhale'])
      expect(
        searchHelp(entries, query).map((e) => e.title),
        query,
      ).toEqual(['İhale (teklif) süreci nedir?']);
    expect(searchHelp(entries, 'İPTAL')).toHaveLength(1);
  });

  it('finds words typed without Turkish letters', () => {
    expect(searchHelp(entries, 'guvence')[0]?.title).toBe('Güvence hizmeti neyi kapsar?');
    expect(searchHelp(entries, 'gonderi takip')[0]?.title).toBe('Gönderimi nasıl iptal ederim?');
  });

  it('searches the answers too, and needs every word', () => {
    expect(searchHelp(entries, '30 dakika')).toHaveLength(1);
    expect(searchHelp(entries, 'teklif güvence')).toHaveLength(0);
  });

  it('keeps everything, in order, for a blank query, and nothing for an unknown word', () => {
    expect(searchHelp(entries, '   ')).toEqual(entries);
    expect(searchHelp(entries, 'zeplin')).toEqual([]);
  });
});
