// The editor's preview draws the tree through the public renderer, inside a screen that already
// has its h1. The renderer draws a PageHeader's title (and a plain h1) as an h1 and has no
// heading-level option yet (asked of issue 17), so the preview's copy of the tree says the same
// one level lower: a PageHeader's title and subtitle become its first children (an h2 styled as
// the h1, a dimmed paragraph), a plain h1 becomes an h2. Everything else is passed as it is.
import type { PageElementInput } from '@/domain/dynamic-pages';

const H1_STYLE = JSON.stringify({
  fontSize: 'var(--mantine-h1-font-size)',
  lineHeight: 'var(--mantine-h1-line-height)',
  fontWeight: '700',
  margin: '0',
});
const SUBTITLE_STYLE = JSON.stringify({ color: 'var(--mantine-color-dimmed)', margin: '0' });

const text = (elementType: string, style: string, value: string): PageElementInput => ({
  elementType,
  propList: [{ propName: 'style', propValue: style }],
  contentList: [],
  text: value,
});

/** The tree as the preview shows it: no h1 (the tree is already within PAGE_TREE's depth). */
export function previewTree(node: PageElementInput): PageElementInput {
  const children = node.contentList.map(previewTree);
  if (node.elementType === 'PageHeader') {
    const prop = (name: string) => node.propList.find((p) => p.propName === name)?.propValue;
    const [title, subtitle] = [prop('title'), prop('subtitle')];
    return {
      ...node,
      propList: node.propList.filter((p) => p.propName !== 'title' && p.propName !== 'subtitle'),
      contentList: [
        ...(title ? [text('h2', H1_STYLE, title)] : []),
        ...(subtitle ? [text('p', SUBTITLE_STYLE, subtitle)] : []),
        ...children,
      ],
    };
  }
  return { ...node, elementType: node.elementType === 'h1' ? 'h2' : node.elementType, contentList: children };
}
