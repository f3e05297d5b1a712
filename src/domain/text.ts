// One normalisation of typed text (issue 27), for the forms, the emulated server and the contract:
// NFC; trimmed of spaces and of characters that show nothing (a reason of only U+200B is no
// reason); no control characters, and in single-line fields no bidi overrides (U+202E turned
// "gpj.exe" around in a name); lengths in code points, as JSON Schema's maxLength counts them.
// Pure: no app imports.

/**
 * Characters that show nothing on their own: zero-width space/non-joiner/joiner, the direction
 * marks, word joiner and invisible operators, the Hangul fillers (U+3164 passes as a letter),
 * BOM, soft hyphen, combining grapheme joiner, Mongolian vowel separator, variation selectors.
 * Code point ranges (a regex class of them trips on joiners and combining marks).
 */
const INVISIBLE: readonly (readonly [number, number])[] = [
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180e, 0x180e],
  [0x200b, 0x200f],
  [0x2060, 0x2064],
  [0x206a, 0x206f],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
];
/** Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). */
const BIDI_CONTROL: readonly (readonly [number, number])[] = [
  [0x202a, 0x202e],
  [0x2066, 0x2069],
];
/** Tab, line feed, carriage return, line and paragraph separators. */
const LINE_BREAKS = new Set([0x09, 0x0a, 0x0d, 0x2028, 0x2029]);

const inRanges = (cp: number, ranges: readonly (readonly [number, number])[]) =>
  ranges.some(([from, to]) => cp >= from && cp <= to);

/** C0 and C1 controls and DEL, but for tab and line breaks (looked at apart). */
const isControl = (cp: number) => (cp <= 0x1f && !LINE_BREAKS.has(cp)) || (cp >= 0x7f && cp <= 0x9f);

const SPACE = /^\s$/u;
const showsNothing = (ch: string) => SPACE.test(ch) || inRanges(ch.codePointAt(0) ?? 0, INVISIBLE);

/** The kinds of text typed on one line (limits.ts TEXT_MAX); the others may hold line breaks. */
export const SINGLE_LINE_KINDS: ReadonlySet<string> = new Set([
  'name',
  'title',
  'addressPart',
  'phone',
  'email',
  'password',
  'code',
  'code64',
  'iban',
  'date',
]);

/** Kinds people write in words: normalised (NFC, trimmed) before they are stored. */
export const PROSE_KINDS: ReadonlySet<string> = new Set([
  'name',
  'title',
  'addressPart',
  'fullAddress',
  'addressDescription',
  'note',
  'reason',
  'description',
  'message',
  'helpBody',
]);

/** NFC, then spaces and invisible characters trimmed from both ends (inside they stay: 👨‍👩‍👧). */
export function normalizeText(value: string): string {
  const chars = [...value.normalize('NFC')];
  let start = 0;
  let end = chars.length;
  while (start < end && showsNothing(chars[start]!)) start += 1;
  while (end > start && showsNothing(chars[end - 1]!)) end -= 1;
  return start === 0 && end === chars.length ? chars.join('') : chars.slice(start, end).join('');
}

/** Whether a text is empty once spaces and invisible characters are left out. */
export function isBlankText(value: string | null | undefined): boolean {
  return value === null || value === undefined || [...value].every(showsNothing);
}

/** Length in code points (an emoji is one), as JSON Schema's maxLength and the contract count. */
export function textLength(value: string): number {
  let n = 0;
  for (const _ of value) n += 1;
  return n;
}

/**
 * TEXT_INVALID_CHARACTERS when a text of `kind` holds a control character (any line break too, in
 * a single-line kind) or, in a single-line kind, a bidi override; else null.
 */
export function textProblem(value: string, kind: string): 'TEXT_INVALID_CHARACTERS' | null {
  const singleLine = SINGLE_LINE_KINDS.has(kind);
  for (const ch of value) {
    const cp = ch.codePointAt(0) ?? 0;
    if (isControl(cp)) return 'TEXT_INVALID_CHARACTERS';
    if (singleLine && (LINE_BREAKS.has(cp) || inRanges(cp, BIDI_CONTROL))) return 'TEXT_INVALID_CHARACTERS';
  }
  return null;
}
