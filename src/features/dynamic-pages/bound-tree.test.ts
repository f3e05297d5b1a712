import { describe, expect, it } from 'vitest';
import { PAGE_TREE } from '@/domain/limits';
import { boundTree } from './bound-tree';
import { sanitizeTree } from './sanitize-tree';
import { el, fastestOf, nested } from './tree-builders.test-utils';

function depthOf(tree: unknown): number {
  let depth = 0;
  const stack: [unknown, number][] = [[tree, 1]];
  while (stack.length > 0) {
    const [node, d] = stack.pop()!;
    depth = Math.max(depth, d);
    const list = (node as { contentList?: unknown[] } | null)?.contentList;
    if (Array.isArray(list)) for (const c of list) if (typeof c === 'object' && c) stack.push([c, d + 1]);
  }
  return depth;
}

describe('boundTree: what is cached is within the limits', () => {
  it('cuts a 10 000-deep tree to the depth limit, so JSON.stringify and the cache can walk it', () => {
    const deep = nested(10_000);
    expect(() => JSON.stringify(deep)).toThrow(RangeError);
    const bounded = boundTree(deep);
    expect(depthOf(bounded)).toBe(PAGE_TREE.maxDepth);
    expect(() => JSON.stringify(bounded)).not.toThrow();
  });

  it('keeps the first nodes of a 100 000-node tree and cuts 1 MB strings', () => {
    const mb = 'a'.repeat(1_000_000);
    const wide = el(
      'div',
      { title: mb },
      Array.from({ length: 100_000 }, (_, i) => el('p', {}, [], `${i}`)),
      mb,
    );
    const { ms, result } = fastestOf(3, () => boundTree(wide));
    const bounded = result as {
      contentList: unknown[];
      text: string;
      propList: { propValue: string }[];
    };
    expect(ms).toBeLessThan(200);
    expect(bounded.contentList).toHaveLength(PAGE_TREE.maxNodes - 1);
    expect(bounded.text).toHaveLength(PAGE_TREE.maxText);
    expect(bounded.propList[0]!.propValue).toHaveLength(PAGE_TREE.maxText);
  });

  it('keeps only the contract’s keys, and renders the same page as the raw tree', () => {
    const tree = {
      ...el('div', { title: 'Başlık' }, [el('p', { onclick: 'x' }, [], 'Metin'), 'çıplak', 7, null]),
      __proto__: { polluted: true },
      extra: { x: 1 },
    };
    const bounded = boundTree(tree);
    expect(Object.keys(bounded as object).sort()).toEqual(['contentList', 'elementType', 'propList']);
    expect(sanitizeTree(bounded)).toEqual(sanitizeTree(tree));
  });

  it('turns anything that is not an element into a scalar or null', () => {
    expect(boundTree(null)).toBeNull();
    expect(boundTree([el('p')])).toBeNull();
    expect(boundTree('metin')).toBe('metin');
  });
});
