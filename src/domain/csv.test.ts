import { describe, expect, it } from 'vitest';
import { csvCell, csvDigits, toCsv } from './csv';

describe('CSV of an admin list', () => {
  it('quotes every cell, doubles quotes, uses the Turkish decimal comma and semicolons', () => {
    expect(
      toCsv(
        ['Ad', 'Tutar'],
        [
          ['Ali "Usta"', 2500.5],
          [null, 3],
        ],
      ),
    ).toBe('\uFEFF"Ad";"Tutar"\r\n"Ali ""Usta""";"2500,5"\r\n"";"3"\r\n');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    for (const bad of ['=HYPERLINK("http://x")', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx'])
      expect(csvCell(bad).startsWith(`"'`), bad).toBe(true);
    // A negative number stays a number.
    expect(csvCell(-5)).toBe('"-5"');
  });

  it('keeps a phone’s leading 0: digits are written as text (="0532…"), anything else as usual', () => {
    expect(csvCell(csvDigits('05321112233'))).toBe('"=""05321112233"""');
    expect(csvCell(csvDigits('+905321112233'))).toBe('"=""+905321112233"""');
    // Not only digits: plain text, defused as any other text.
    expect(csvCell(csvDigits('=1+1'))).toBe(`"'=1+1"`);
    expect(csvCell(csvDigits(null))).toBe('""');
  });
});
