// Which link and image addresses a dynamic page may carry (docs/decisions/0023-dynamic-page-renderer-issue-17.md).
// Pure. The address is decoded and cleaned the way a browser would read it before
// the scheme is checked, and the cleaned text is what the page gets: what was checked is what runs.

/** Longest address kept; longer ones are dropped, not cut (a cut address points elsewhere). */
export const MAX_URL_LENGTH = 2048;

const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  bsol: '\\',
  lpar: '(',
  rpar: ')',
  period: '.',
  nbsp: '\u00a0',
};

/** `&#106;`, `&#x6A;`, `&colon;` (with or without the semicolon) as the characters they stand for. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/**
 * Spaces, tabs, new lines, other control characters and invisible format characters removed
 * everywhere: browsers ignore them inside a scheme ("java\tscript:"), and a real address needs none.
 */
export function stripInvisible(text: string): string {
  let out = '';
  for (const ch of text) if (!isInvisible(ch.codePointAt(0)!)) out += ch;
  return out;
}

/** Controls, spaces of every width, soft hyphen, joiners, bidi marks, variation selectors, BOM. */
const INVISIBLE: readonly (readonly [number, number])[] = [
  [0x0000, 0x0020],
  [0x007f, 0x00a0],
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180e, 0x180e],
  [0x2000, 0x200f],
  [0x2028, 0x202f],
  [0x205f, 0x206f],
  [0x3000, 0x3000],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xfff0, 0xfff8],
];

function isInvisible(code: number): boolean {
  return INVISIBLE.some(([from, to]) => code >= from && code <= to);
}

export type SafeUrl =
  /** A path of this app (`/iletisim`): the router's Link. */
  | { kind: 'internal'; href: string }
  /** Another site, an e-mail or a phone number (`https:`, `mailto:`, `tel:`), or a relative address. */
  | { kind: 'external'; href: string };

function clean(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > MAX_URL_LENGTH * 4) return null;
  // Twice: "&amp;#106;" is "&#106;" once decoded, and a browser may decode it once more.
  const text = stripInvisible(decodeEntities(decodeEntities(raw)));
  if (text === '' || text.length > MAX_URL_LENGTH) return null;
  // A backslash reads as a slash in URLs ("/\evil.example" is another host): never needed here.
  if (text.includes('\\') || text.includes('<') || text.includes('>') || text.includes('"')) return null;
  return text;
}

function schemeOf(text: string): string | null {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(text);
  if (match) return match[1]!.toLowerCase();
  // "javascript&colon;" was decoded above; a colon before any slash, ? or # is a scheme we do not know.
  const colon = text.indexOf(':');
  if (colon === -1) return null;
  const boundary = text.search(/[/?#]/);
  return boundary === -1 || colon < boundary ? '' : null;
}

/** A link's address: relative, or http(s), mailto or tel; anything else (javascript:, data:, vbscript:, file:) is null. */
export function safeLinkUrl(raw: unknown): SafeUrl | null {
  const text = clean(raw);
  if (text === null) return null;
  const scheme = schemeOf(text);
  if (scheme === null) {
    if (text.startsWith('//')) return { kind: 'external', href: `https:${text}` };
    if (text.startsWith('/')) return { kind: 'internal', href: text };
    return { kind: 'external', href: text };
  }
  if (!LINK_SCHEMES.has(scheme)) return null;
  if ((scheme === 'http' || scheme === 'https') && !/^https?:\/\/[^/?#]/i.test(text)) return null;
  return { kind: 'external', href: text };
}

/**
 * An image's address: a path on this site only. Another host would be a request the customer's
 * browser makes to a server we do not know (a tracking pixel), and the Content-Security-Policy
 * (img-src 'self') refuses it anyway.
 */
export function safeImageUrl(raw: unknown): string | null {
  const text = clean(raw);
  if (text === null || schemeOf(text) !== null) return null;
  if (!text.startsWith('/') || text.startsWith('//')) return null;
  return text;
}
