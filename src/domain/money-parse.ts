import { onFirstUse } from './format';

/**
 * Reading an amount of lira that a person typed or pasted (docs/money-and-accounting.md#money).
 * In Turkish "." groups thousands and "," marks the kuruş, but people also paste English
 * amounts and currency signs. The rules never read a grouping dot as a decimal point, so no
 * amount is ever silently divided by 1000; what cannot be read for sure is refused.
 * Pure: no React, no app imports.
 */

/** Thirteen digits of lira (under 10 trillion) keep every kuruş exact in a double. */
const MAX_WHOLE_DIGITS = 13;

export type MoneyParseError = 'empty' | 'invalid' | 'too-precise';

export type MoneyParse = { ok: true; value: number } | { ok: false; error: MoneyParseError };

// "₺", "TL", "TRY" before or after the amount, in any case.
const CURRENCY = /^(?:₺|tl|try)\s*|\s*(?:₺|tl|try)$/giu;
// Spaces people and Intl put between groups: space, no-break space, narrow no-break, thin space.
const GROUP_SPACE = /[\s\u00a0\u202f\u2009]+/gu;

/** Groups of a whole part: the first one to three digits, every later one exactly three. */
function wellGrouped(groups: readonly string[]): boolean {
  return groups.every((g, i) => (i === 0 ? /^\d{1,3}$/.test(g) : /^\d{3}$/.test(g)));
}

function count(text: string, ch: string): number {
  return text.split(ch).length - 1;
}

/**
 * Which character marks the decimals, if any:
 * - both "." and ",": the one written last, and it must occur once ("2.500,50", "2,500.50");
 * - only ",": a single one is the decimal comma ("2500,5"); several are groups ("1,000,000");
 * - only ".": a single one followed by one or two digits (or none) at the end is a decimal
 *   point ("2500.50", "2500.5"), since a thousands group always has three digits; otherwise
 *   dots group thousands ("2.500", "1.000.000").
 */
function decimalMark(text: string): '.' | ',' | null | undefined {
  const dots = count(text, '.');
  const commas = count(text, ',');
  if (dots > 0 && commas > 0) {
    const mark = text.lastIndexOf('.') > text.lastIndexOf(',') ? '.' : ',';
    return count(text, mark) === 1 ? mark : undefined;
  }
  if (commas > 0) return commas === 1 ? ',' : null;
  if (dots === 1 && /\.\d{0,2}$/.test(text)) return '.';
  return null;
}

/**
 * `"2.500,50"`, `"2500.50"`, `"2500,5"`, `"2 500"`, `"₺2.500,50"`, `"2.500,50 TL"` → 2500.5;
 * `"2.500"` → 2500 (Turkish thousands). More than two decimals (`"2,500"`, `"12,345"`),
 * badly placed groups (`"25.00.0"`), signs and letters are refused, not guessed.
 */
export function parseMoney(input: string): MoneyParse {
  const text = input.trim().replace(CURRENCY, '').trim();
  if (text === '') return { ok: false, error: input.trim() === '' ? 'empty' : 'invalid' };
  const spaced = /\d[\s\u00a0\u202f\u2009]+\d/u.test(text);
  const compact = text.replace(GROUP_SPACE, ' ');
  if (!/^[\d., ]+$/.test(compact) || !/\d/.test(compact)) return { ok: false, error: 'invalid' };

  const mark = decimalMark(compact);
  if (mark === undefined) return { ok: false, error: 'invalid' };
  const [wholeText = '', fraction = ''] = mark ? compact.split(mark) : [compact];
  if (!/^\d*$/.test(fraction)) return { ok: false, error: 'invalid' };

  // Whatever separates groups in the whole part ("." or "," not used for decimals, spaces).
  const groups = wholeText.split(/[., ]/);
  if (groups.length > 1 || spaced) {
    if (!wellGrouped(groups)) return { ok: false, error: 'invalid' };
  } else if (!/^\d*$/.test(wholeText)) {
    return { ok: false, error: 'invalid' };
  }
  const whole = groups.join('');
  if (whole === '' && fraction === '') return { ok: false, error: 'invalid' };
  if (fraction.length > 2) return { ok: false, error: 'too-precise' };
  // Beyond this, doubles stop holding every kuruş exactly.
  if (whole.replace(/^0+/, '').length > MAX_WHOLE_DIGITS) return { ok: false, error: 'invalid' };

  const value = Number(`${whole || '0'}.${fraction || '0'}`);
  return Number.isFinite(value) ? { ok: true, value } : { ok: false, error: 'invalid' };
}

const inputNumber = onFirstUse(() => new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 }));
const inputNumberCents = onFirstUse(
  () => new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/**
 * An amount as a money field shows it back: Turkish grouping, kuruş only when there are some
 * (`2500` → `"2.500"`, `2500.5` → `"2.500,50"`). Reads back to the same value with parseMoney.
 */
export function formatMoneyInput(amount: number): string {
  return Number.isInteger(amount) ? inputNumber().format(amount) : inputNumberCents().format(amount);
}
