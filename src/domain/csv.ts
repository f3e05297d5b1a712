// CSV for the admin lists' "CSV İndir", one encoding for the browser's paged export and both
// servers' streamed one (GET /admin/shipments/export): semicolon-separated (Excel in a Turkish
// locale reads `,` as the decimal comma), a UTF-8 BOM so Excel shows Turkish letters, CRLF line
// ends, every cell quoted, and a cell that a spreadsheet would run as a formula (= + - @, tab, CR)
// defused with a leading apostrophe.
export type CsvCell = string | number | CsvDigits | null | undefined;

/** Digits that are text, not a number (a phone): `csvDigits('05321112233')`. */
export interface CsvDigits {
  digits: string;
}

/**
 * A phone or another code of digits, kept as text: Excel would read "05321112233" as the number
 * 5321112233 and drop the leading 0. Written as the formula `="05321112233"`, which spreadsheets
 * show as that text; only digits (and a leading +) go this way, so nothing else runs.
 */
export function csvDigits(value: string | null | undefined): CsvDigits | string | undefined {
  if (value === null || value === undefined) return undefined;
  return /^\+?\d+$/.test(value) ? { digits: value } : value;
}

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '""';
  if (typeof value === 'object') return `"=""${value.digits}"""`;
  let text = typeof value === 'number' ? String(value).replace('.', ',') : value;
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The byte order mark a CSV file starts with. */
export const CSV_BOM = '\uFEFF';

/** One line of cells, with its CRLF: a streamed export writes these one after another after the BOM. */
export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(';')}\r\n`;
}

/** A whole CSV file: the BOM, the header line, then a line per row. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return CSV_BOM + [header, ...rows].map(csvLine).join('');
}
