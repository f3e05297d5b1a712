// Dynamic pages (docs/data-model.md, issues 17 and 18): the admin input of a page (code, title, active, the
// element tree), one valibot schema used by the admin editor and by the mock
// (POST/PUT /admin/dynamic-pages). The renderer (src/features/dynamic-pages) sanitizes whatever
// it is given; this is what the server agrees to store: a well-formed tree within PAGE_TREE.
import * as v from 'valibot';
import {
  PAGE_ELEMENT_TYPE,
  PAGE_PROP_NAME,
  PAGE_TREE,
  TEXT_MAX,
  pageTreeProblem,
  requiredTextSchema,
} from './limits';
import { PAGE_CODE_PATTERN } from './url-values';

/** One message per code: the first rule it breaks. */
export const pageCodeSchema = v.config(
  v.pipe(
    v.string('FIELD_REQUIRED'),
    v.trim(),
    v.minLength(1, 'FIELD_REQUIRED'),
    v.maxLength(TEXT_MAX.code64, 'TEXT_TOO_LONG'),
    v.regex(PAGE_CODE_PATTERN, 'PAGE_CODE_INVALID'),
  ),
  { abortPipeEarly: true },
);

/** An element or attribute name: a letter first, then letters, digits or dashes. */
// The contract's name shapes (limits.ts): any name of that shape is stored; the renderer decides.
const NAME_PATTERN = PAGE_ELEMENT_TYPE;

export interface PageElementInput {
  elementType: string;
  propList: { propName: string; propValue: string }[];
  contentList: PageElementInput[];
  text?: string;
}

const propSchema = v.object({
  propName: v.pipe(
    v.string('PAGE_TREE_INVALID'),
    v.maxLength(TEXT_MAX.code64, 'PAGE_TREE_TOO_LARGE'),
    v.regex(PAGE_PROP_NAME, 'PAGE_TREE_INVALID'),
  ),
  propValue: v.pipe(v.string('PAGE_TREE_INVALID'), v.maxLength(PAGE_TREE.maxText, 'PAGE_TREE_TOO_LARGE')),
});

// Recursive: only ever walked after `pageTreeProblem` (and the mock's JSON depth check) bounded it.
const elementSchema: v.GenericSchema<PageElementInput> = v.object(
  {
    elementType: v.pipe(
      v.string('PAGE_TREE_INVALID'),
      v.maxLength(TEXT_MAX.code64, 'PAGE_TREE_TOO_LARGE'),
      v.regex(NAME_PATTERN, 'PAGE_TREE_INVALID'),
    ),
    propList: v.pipe(
      v.array(propSchema, 'PAGE_TREE_INVALID'),
      v.maxLength(PAGE_TREE.maxProps, 'PAGE_TREE_TOO_LARGE'),
    ),
    contentList: v.array(
      v.lazy(() => elementSchema),
      'PAGE_TREE_INVALID',
    ),
    text: v.optional(
      v.pipe(v.string('PAGE_TREE_INVALID'), v.maxLength(PAGE_TREE.maxText, 'PAGE_TREE_TOO_LARGE')),
    ),
  },
  'PAGE_TREE_INVALID',
);

/**
 * The element tree: first its size (depth, nodes, lengths: PAGE_TREE), so a huge tree is refused
 * before anything recursive walks it, then its shape. One code for the field either way.
 */
export const pageTreeSchema = v.pipe(
  v.unknown(),
  v.rawCheck(({ dataset, addIssue }) => {
    const tree = dataset.value;
    if (tree === undefined || tree === null) addIssue({ message: 'FIELD_REQUIRED' });
    else if (pageTreeProblem(tree) !== null) addIssue({ message: 'PAGE_TREE_TOO_LARGE' });
    else if (!v.is(elementSchema, tree)) addIssue({ message: 'PAGE_TREE_INVALID' });
  }),
  v.transform((tree) => tree as PageElementInput),
);

/** What staff send to add or change a page (the contract's DynamicPage without updatedAt). */
export const dynamicPageInputSchema = v.object({
  pageCode: pageCodeSchema,
  title: requiredTextSchema('title'),
  isActive: v.boolean('FIELD_REQUIRED'),
  content: pageTreeSchema,
});

export type DynamicPageInput = v.InferOutput<typeof dynamicPageInputSchema>;

/** An empty page to start from: a header and a paragraph. */
export function pageTemplate(title = 'Yeni Sayfa'): PageElementInput {
  return {
    elementType: 'div',
    propList: [],
    contentList: [
      { elementType: 'PageHeader', propList: [{ propName: 'title', propValue: title }], contentList: [] },
      { elementType: 'p', propList: [], contentList: [], text: 'Sayfa metnini buraya yazın.' },
    ],
  };
}

/** The tree's text in the editor: two-space JSON. */
export function treeToText(tree: unknown): string {
  return JSON.stringify(tree, null, 2);
}

export type TreeParse =
  | { ok: true; tree: PageElementInput }
  | { ok: false; code: 'FIELD_REQUIRED' | 'PAGE_TREE_JSON' | 'PAGE_TREE_TOO_LARGE' | 'PAGE_TREE_INVALID' };

/** The editor's JSON text as a tree, or the catalogue code of what is wrong with it. */
export function parseTreeText(text: string): TreeParse {
  if (text.trim() === '') return { ok: false, code: 'FIELD_REQUIRED' };
  if (text.length > 1_000_000) return { ok: false, code: 'PAGE_TREE_TOO_LARGE' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, code: 'PAGE_TREE_JSON' };
  }
  const result = v.safeParse(pageTreeSchema, json);
  if (result.success) return { ok: true, tree: result.output };
  const code = result.issues[0].message;
  return { ok: false, code: code === 'PAGE_TREE_TOO_LARGE' ? code : 'PAGE_TREE_INVALID' };
}
