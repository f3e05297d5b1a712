// The `style` attribute of a dynamic page element arrives as JSON text (docs/screens-and-routes.md):
// `{"display":"flex","gap":"1rem"}`. Pure. Parsed defensively; only layout and typography
// properties from a fixed list survive, and only values that cannot load anything or escape.

/** Style text longer than this is not read at all. */
export const MAX_STYLE_TEXT = 2000;
/** One value longer than this is dropped. */
export const MAX_STYLE_VALUE = 100;

/**
 * What a page may set: typography, colours, spacing, borders and flex layout. No positioning
 * (`position`, `inset`, `zIndex`: content drawn over the app's own buttons), no backgrounds with
 * images, no `content`, `behavior`, `filter`, `transform`, `cursor` (they load or hide things).
 */
export const STYLE_PROPERTIES: ReadonlySet<string> = new Set([
  'color',
  'backgroundColor',
  'fontSize',
  'fontWeight',
  'fontStyle',
  'lineHeight',
  'letterSpacing',
  'textAlign',
  'textDecoration',
  'textTransform',
  'whiteSpace',
  'wordBreak',
  'verticalAlign',
  'listStyleType',
  'margin',
  'marginTop',
  'marginRight',
  'marginBottom',
  'marginLeft',
  'marginBlock',
  'marginInline',
  'padding',
  'paddingTop',
  'paddingRight',
  'paddingBottom',
  'paddingLeft',
  'paddingBlock',
  'paddingInline',
  'border',
  'borderTop',
  'borderRight',
  'borderBottom',
  'borderLeft',
  'borderColor',
  'borderStyle',
  'borderWidth',
  'borderRadius',
  'display',
  'flexDirection',
  'flexWrap',
  'flex',
  'flexGrow',
  'flexShrink',
  'flexBasis',
  'justifyContent',
  'alignItems',
  'alignSelf',
  'gap',
  'rowGap',
  'columnGap',
  'gridTemplateColumns',
  'width',
  'minWidth',
  'maxWidth',
  'height',
  'minHeight',
  'maxHeight',
  'opacity',
]);

/** Values that load something, run something or break out of the declaration. */
const FORBIDDEN_IN_VALUE = [
  'url(',
  'image(',
  'image-set(',
  'expression(',
  'element(',
  '@import',
  'javascript:',
  'vbscript:',
  'data:',
  '\\',
  '<',
  '>',
  ';',
  '{',
  '}',
  '/*',
  '*/',
  '!important',
];

export type SafeStyle = Readonly<Record<string, string | number>>;

function camelCase(name: string): string {
  return name.trim().replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** One value, or null when it is not a plain, harmless CSS value. */
export function safeStyleValue(value: unknown): string | number | null {
  if (typeof value === 'number')
    return Number.isFinite(value) && value >= 0 && value <= 10_000 ? value : null;
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_STYLE_VALUE) return null;
  // Compared without spaces or control characters and in lower case: "u r l (", "URL(", "exp\tression(".
  // eslint-disable-next-line no-control-regex
  const squeezed = value.replace(/[\u0000-\u0020\u007f-\u00a0]/g, '').toLowerCase();
  if (FORBIDDEN_IN_VALUE.some((bad) => squeezed.includes(bad))) return null;
  // Negative lengths pull the text over the app's own header and buttons.
  if (/(^|[\s(,])-\s*[\d.]/.test(value)) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  return value.trim();
}

/** The JSON text of a style attribute as a safe style object; anything unreadable is undefined. */
export function parseStyle(text: unknown): SafeStyle | undefined {
  if (typeof text !== 'string' || text.length === 0 || text.length > MAX_STYLE_TEXT) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  const style: Record<string, string | number> = {};
  let kept = 0;
  for (const [rawName, rawValue] of Object.entries(parsed)) {
    const name = camelCase(rawName);
    if (!STYLE_PROPERTIES.has(name)) continue;
    const value = safeStyleValue(rawValue);
    if (value === null) continue;
    // defineProperty: a key named __proto__ can never reach the prototype (it is not in the list anyway).
    Object.defineProperty(style, name, { value, enumerable: true, writable: true, configurable: true });
    kept++;
  }
  return kept > 0 ? style : undefined;
}
