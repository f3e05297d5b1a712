// Turns whatever the server sent as a dynamic page (docs/data-model.md: elementType, propList, contentList,
// text) into a tree that is safe to render: allow-listed element types and attributes, checked
// links and styles, bounded size. Pure: no React, no DOM. See
// docs/decisions/0023-dynamic-page-renderer-issue-17.md. The walk is breadth-first with an
// explicit queue, so a 10 000-deep or 100 000-wide tree costs at most the node budget, never the
// call stack.
import { PAGE_TREE } from '@/domain/limits';
import { safeImageUrl, safeLinkUrl, type SafeUrl } from './safe-url';
import { parseStyle, type SafeStyle } from './safe-style';

/** The named elements of docs/screens-and-routes.md, drawn with Mantine. */
export const NAMED_TYPES = ['PageHeader', 'NavLink', 'Accordion', 'Tab'] as const;
export type NamedType = (typeof NAMED_TYPES)[number];

const BLOCK_TAGS = [
  'div',
  'section',
  'article',
  'header',
  'footer',
  'aside',
  'nav',
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'blockquote',
  'pre',
  'figure',
  'figcaption',
  'address',
  'hr',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
] as const;
const INLINE_TAGS = [
  'span',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'mark',
  'sub',
  'sup',
  'q',
  'cite',
  'code',
  'abbr',
  'a',
  'br',
  'img',
] as const;

/** Plain HTML elements a page may use; everything else is dropped or made a neutral div/span. */
export const PLAIN_TAGS: ReadonlySet<string> = new Set<string>([...BLOCK_TAGS, ...INLINE_TAGS]);
export type PlainTag = (typeof BLOCK_TAGS)[number] | (typeof INLINE_TAGS)[number];

/** Elements without children. */
export const VOID_TAGS: ReadonlySet<string> = new Set(['br', 'hr', 'img']);

/**
 * Element types dropped with everything inside them (their text would only be code or markup):
 * scripts, frames, plug-ins, document-level tags, forms and the foreign SVG/MathML namespaces.
 * Any other unknown type becomes a neutral div or span: its text and allowed children stay.
 */
export const DROPPED_WITH_CONTENT: ReadonlySet<string> = new Set([
  'script',
  'noscript',
  'template',
  'style',
  'link',
  'meta',
  'base',
  'head',
  'title',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'param',
  'portal',
  'svg',
  'math',
  'foreignobject',
  'use',
  'image',
  'animate',
  'set',
  'canvas',
  'audio',
  'video',
  'source',
  'track',
  'form',
  'input',
  'button',
  'select',
  'option',
  'textarea',
  'dialog',
  'slot',
  'xmp',
  'plaintext',
  'listing',
]);

const PHRASING_TAGS: ReadonlySet<string> = new Set<string>(INLINE_TAGS);
const PHRASING_PARENTS: ReadonlySet<string> = new Set<string>([
  ...INLINE_TAGS,
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);
const TABLE_SECTIONS: ReadonlySet<string> = new Set(['thead', 'tbody', 'tfoot']);
const TABLE_PARTS: ReadonlySet<string> = new Set(['caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td']);

/** Attributes that reach the DOM, checked per value. */
export interface SafeAttributes {
  title?: string;
  lang?: string;
  dir?: 'ltr' | 'rtl' | 'auto';
  'aria-label'?: string;
  alt?: string;
  src?: string;
  width?: number;
  height?: number;
  colSpan?: number;
  rowSpan?: number;
  scope?: 'row' | 'col' | 'rowgroup' | 'colgroup';
  start?: number;
  target?: '_blank' | '_self';
  rel?: 'noopener noreferrer';
}

/** What the named elements read (never put on the DOM as attributes). */
export interface SafeMeta {
  title?: string;
  subtitle?: string;
  value?: string;
  defaultValue?: string;
  icon?: string;
  activeColor?: string;
  multiple?: boolean;
}

export interface SafeText {
  kind: 'text';
  text: string;
}

export interface SafeElement {
  kind: 'element';
  type: NamedType | PlainTag;
  attributes: SafeAttributes;
  meta: SafeMeta;
  /** For links (`a`, NavLink): where they go, already checked. */
  link?: SafeUrl;
  style?: SafeStyle;
  children: SafeNode[];
}

export type SafeNode = SafeText | SafeElement;

export interface TreeLimits {
  maxDepth: number;
  maxNodes: number;
  maxProps: number;
  maxText: number;
}

export const DEFAULT_LIMITS: TreeLimits = PAGE_TREE;

/** Where an element stands: which children the HTML parser (and React) would accept there. */
interface Context {
  /** Inside p, a heading or an inline element: only inline content. */
  phrasing: boolean;
  anchor: boolean;
  /** Inside an li with no list in between (another li would be invalid). */
  listItem: boolean;
  /** Inside a dt or dd with no dl in between. */
  definitionItem: boolean;
  /** Directly inside a table, a table section or a row. */
  table: 'table' | 'section' | 'row' | null;
}

const TOP: Context = { phrasing: false, anchor: false, listItem: false, definitionItem: false, table: null };

interface Work {
  raw: unknown;
  depth: number;
  context: Context;
  into: SafeNode[];
  parent: Work | null;
}

/** Prop names are read case-insensitively; this maps the spelling we accept to ours. */
const PROP_NAMES: Readonly<Record<string, string>> = {
  title: 'title',
  lang: 'lang',
  dir: 'dir',
  'aria-label': 'aria-label',
  arialabel: 'aria-label',
  alt: 'alt',
  src: 'src',
  href: 'href',
  to: 'href',
  target: 'target',
  width: 'width',
  height: 'height',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  scope: 'scope',
  start: 'start',
  style: 'style',
  subtitle: 'subtitle',
  value: 'value',
  defaultvalue: 'defaultValue',
  icon: 'icon',
  activecolor: 'activeColor',
  multiple: 'multiple',
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Text as text: numbers become strings, anything else nothing; cut at maxText characters. */
function textOf(value: unknown, max: number): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  return value.length > max ? value.slice(0, max) : value;
}

/** The props of one element, by our spelling, first one wins; unknown names never get in. */
function readProps(propList: unknown, limits: TreeLimits): Map<string, string> {
  const props = new Map<string, string>();
  if (!Array.isArray(propList)) return props;
  const count = Math.min(propList.length, limits.maxProps);
  for (let i = 0; i < count; i++) {
    const prop: unknown = propList[i];
    if (!isRecord(prop)) continue;
    const name = typeof prop.propName === 'string' && prop.propName.length <= 64 ? prop.propName : '';
    const ours = Object.hasOwn(PROP_NAMES, name.toLowerCase()) ? PROP_NAMES[name.toLowerCase()] : undefined;
    const value = textOf(prop.propValue, limits.maxText);
    if (ours === undefined || value === undefined || props.has(ours)) continue;
    props.set(ours, value);
  }
  return props;
}

const SHORT_TEXT = 300;
const TOKEN = /^[A-Za-z0-9_-]{1,64}$/;
const COLOR = /^(#[0-9a-f]{3}|#[0-9a-f]{6}|[a-z]{3,10}(\.[0-9])?)$/i;

function short(value: string | undefined): string | undefined {
  const text = value?.trim();
  return text ? text.slice(0, SHORT_TEXT) : undefined;
}

function smallInt(value: string | undefined, max: number): number | undefined {
  if (value === undefined || !/^\s*\d{1,5}\s*$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= max ? n : undefined;
}

function pick<T extends string>(value: string | undefined, allowed: readonly T[]): T | undefined {
  const lower = value?.trim().toLowerCase();
  return allowed.find((a) => a === lower);
}

function attributesFor(tag: string, props: Map<string, string>): SafeAttributes {
  const a: SafeAttributes = {};
  const title = short(props.get('title'));
  if (title) a.title = title;
  const lang = props.get('lang')?.trim();
  if (lang && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(lang)) a.lang = lang;
  const dir = pick(props.get('dir'), ['ltr', 'rtl', 'auto'] as const);
  if (dir) a.dir = dir;
  const label = short(props.get('aria-label'));
  if (label) a['aria-label'] = label;
  if (tag === 'img') {
    const alt = props.get('alt');
    a.alt = alt === undefined ? '' : alt.slice(0, SHORT_TEXT);
    const width = smallInt(props.get('width'), 4000);
    const height = smallInt(props.get('height'), 4000);
    if (width) a.width = width;
    if (height) a.height = height;
  }
  if (tag === 'td' || tag === 'th') {
    const colSpan = smallInt(props.get('colSpan'), 100);
    const rowSpan = smallInt(props.get('rowSpan'), 100);
    if (colSpan) a.colSpan = colSpan;
    if (rowSpan) a.rowSpan = rowSpan;
  }
  if (tag === 'th') {
    const scope = pick(props.get('scope'), ['row', 'col', 'rowgroup', 'colgroup'] as const);
    if (scope) a.scope = scope;
  }
  if (tag === 'ol') {
    const start = smallInt(props.get('start'), 100_000);
    if (start) a.start = start;
  }
  if (tag === 'a' || tag === 'NavLink') {
    const target = pick(props.get('target'), ['_blank', '_self'] as const);
    if (target) a.target = target;
    if (target === '_blank') a.rel = 'noopener noreferrer';
  }
  return a;
}

function metaFor(props: Map<string, string>): SafeMeta {
  const m: SafeMeta = {};
  const title = short(props.get('title'));
  if (title) m.title = title;
  const subtitle = short(props.get('subtitle'));
  if (subtitle) m.subtitle = subtitle;
  const value = props.get('value')?.trim();
  if (value && TOKEN.test(value)) m.value = value;
  const defaultValue = props.get('defaultValue')?.trim();
  if (defaultValue && TOKEN.test(defaultValue)) m.defaultValue = defaultValue;
  const icon = props.get('icon')?.trim().toLowerCase();
  if (icon && TOKEN.test(icon)) m.icon = icon;
  const color = props.get('activeColor')?.trim();
  if (color && COLOR.test(color)) m.activeColor = color;
  if (props.get('multiple')?.trim().toLowerCase() === 'true') m.multiple = true;
  return m;
}

/** Which type an element gets where it stands, or 'drop'. */
function isNamed(rawType: string): boolean {
  return NAMED_TYPES.some((n) => n.toLowerCase() === rawType.toLowerCase());
}

function placeType(rawType: string, context: Context): NamedType | PlainTag | 'drop' {
  const named = NAMED_TYPES.find((n) => n.toLowerCase() === rawType.toLowerCase());
  const lower = rawType.toLowerCase();
  if (context.table === 'table') {
    if (lower === 'caption' || TABLE_SECTIONS.has(lower)) return lower as PlainTag;
    // A row straight in a table gets its tbody from the caller.
    return lower === 'tr' ? 'tr' : 'drop';
  }
  if (context.table === 'section') return lower === 'tr' ? 'tr' : 'drop';
  if (context.table === 'row') return lower === 'td' || lower === 'th' ? (lower as PlainTag) : 'drop';
  if (named) {
    if (!context.phrasing) return named;
    // Mantine's blocks and buttons cannot stand in a paragraph or a link: their text stays.
    return named === 'NavLink' && !context.anchor ? 'a' : 'span';
  }
  if (DROPPED_WITH_CONTENT.has(lower)) return 'drop';
  // An element we do not know keeps its text and allowed children in a neutral box.
  if (!PLAIN_TAGS.has(lower)) return context.phrasing ? 'span' : 'div';
  let tag = lower as PlainTag;
  // Table parts outside their table are plain blocks.
  if (TABLE_PARTS.has(tag)) tag = 'div';
  if ((tag === 'li' && context.listItem) || ((tag === 'dt' || tag === 'dd') && context.definitionItem))
    tag = 'div';
  if (context.phrasing && !PHRASING_TAGS.has(tag)) return tag === 'hr' || tag === 'table' ? 'drop' : 'span';
  if (tag === 'a' && context.anchor) return 'span';
  return tag;
}

function childContext(type: NamedType | PlainTag, context: Context): Context {
  const phrasing = context.phrasing || PHRASING_PARENTS.has(type);
  const anchor = context.anchor || type === 'a';
  let listItem = context.listItem;
  if (type === 'ul' || type === 'ol') listItem = false;
  if (type === 'li') listItem = true;
  let definitionItem = context.definitionItem;
  if (type === 'dl') definitionItem = false;
  if (type === 'dt' || type === 'dd') definitionItem = true;
  let table: Context['table'] = null;
  if (type === 'table') table = 'table';
  else if (TABLE_SECTIONS.has(type)) table = 'section';
  else if (type === 'tr') table = 'row';
  return { phrasing, anchor, listItem, definitionItem, table };
}

function isOwnAncestor(raw: object, parent: Work | null): boolean {
  for (let w = parent; w !== null; w = w.parent) if (w.raw === raw) return true;
  return false;
}

/**
 * The safe version of a dynamic page tree (the `data` of GET /dynamic/{pageCode}), as a list of
 * top-level nodes (empty when nothing is left). Never throws, whatever `raw` is.
 */
export function sanitizeTree(raw: unknown, limits: TreeLimits = DEFAULT_LIMITS): SafeNode[] {
  const root: SafeNode[] = [];
  const queue: Work[] = [{ raw, depth: 1, context: TOP, into: root, parent: null }];
  let taken = 1;
  for (let head = 0; head < queue.length; head++) {
    const work = queue[head]!;
    const { raw: node, depth, context, into } = work;
    if (typeof node === 'string' || typeof node === 'number') {
      // A bare string among the children is text.
      const text = textOf(node, limits.maxText);
      if (text && context.table === null) into.push({ kind: 'text', text });
      continue;
    }
    if (!isRecord(node) || isOwnAncestor(node, work.parent)) continue;
    const rawType = typeof node.elementType === 'string' ? node.elementType.trim() : '';
    if (rawType === '' || rawType.length > 64) continue;
    let type = placeType(rawType, context);
    if (type === 'drop') continue;
    const props = readProps(node.propList, limits);
    let target = into;
    if (type === 'tr' && context.table === 'table') {
      const body: SafeElement = { kind: 'element', type: 'tbody', attributes: {}, meta: {}, children: [] };
      into.push(body);
      target = body.children;
    }
    let element: SafeElement;
    let link: SafeUrl | null = null;
    if (type === 'a' || type === 'NavLink') {
      link = safeLinkUrl(props.get('href'));
      // A link that goes nowhere allowed is its text.
      if (!link && type === 'a') type = 'span';
    }
    if (type === 'img') {
      const src = safeImageUrl(props.get('src'));
      if (!src) continue;
      element = {
        kind: 'element',
        type,
        attributes: { ...attributesFor(type, props), src },
        meta: {},
        children: [],
      };
    } else {
      element = {
        kind: 'element',
        type,
        attributes: attributesFor(type, props),
        meta: metaFor(props),
        children: [],
      };
      if (link) element.link = link;
    }
    const style = parseStyle(props.get('style'));
    if (style) element.style = style;
    target.push(element);
    if (VOID_TAGS.has(element.type)) continue;
    const childrenInto = element.children;
    const nextContext = childContext(element.type, context);
    // A named element that had to become plain (a NavLink in a paragraph) keeps its title as text.
    const demoted = !NAMED_TYPES.includes(element.type as NamedType) && isNamed(rawType);
    if (demoted && element.meta.title) childrenInto.push({ kind: 'text', text: element.meta.title });
    const text = textOf(node.text, limits.maxText);
    if (text && nextContext.table === null) childrenInto.push({ kind: 'text', text });
    if (depth >= limits.maxDepth || !Array.isArray(node.contentList)) continue;
    const children = node.contentList as unknown[];
    for (let i = 0; i < children.length && taken < limits.maxNodes; i++, taken++) {
      queue.push({
        raw: children[i],
        depth: depth + 1,
        context: nextContext,
        into: childrenInto,
        parent: work,
      });
    }
  }
  return root;
}

/** The page's title for the browser tab: its first PageHeader's title, else its first heading's text. */
export function pageTitleOf(nodes: readonly SafeNode[]): string | undefined {
  const queue = [...nodes];
  let heading: string | undefined;
  for (let i = 0; i < queue.length && i < 5000; i++) {
    const node = queue[i]!;
    if (node.kind !== 'element') continue;
    if (node.type === 'PageHeader' && node.meta.title) return node.meta.title;
    if (!heading && /^h[1-6]$/.test(node.type)) {
      const text = node.children
        .map((c) => (c.kind === 'text' ? c.text : ''))
        .join('')
        .trim();
      if (text) heading = text.slice(0, 100);
    }
    queue.push(...node.children);
  }
  return heading;
}
