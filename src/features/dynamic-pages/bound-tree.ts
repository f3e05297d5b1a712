// A page tree as it arrived, cut to the limits before it is cached (issue 17). The query cache
// compares new data with old recursively (structural sharing) and the persister writes it with
// JSON.stringify, which is recursive too: a 10 000-deep tree from a server that does not keep the
// contract would overflow either. The copy keeps the contract's shape (elementType, propList,
// contentList, text) and nothing else, so the renderer reads the same page it would have read.
import { PAGE_TREE } from '@/domain/limits';
import type { TreeLimits } from './sanitize-tree';

interface BoundElement {
  elementType: unknown;
  propList: { propName: unknown; propValue: unknown }[];
  contentList: unknown[];
  text?: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function scalar(value: unknown, max: number): unknown {
  if (typeof value === 'string') return value.length > max ? value.slice(0, max) : value;
  return typeof value === 'number' || typeof value === 'boolean' ? value : null;
}

/** `raw` with at most `maxDepth` levels, `maxNodes` nodes, `maxProps` props and `maxText` characters per value. */
export function boundTree(raw: unknown, limits: TreeLimits = PAGE_TREE): unknown {
  if (!isRecord(raw)) return scalar(raw, limits.maxText);
  const copy = (node: Record<string, unknown>): BoundElement => {
    const props = Array.isArray(node.propList) ? node.propList.slice(0, limits.maxProps) : [];
    return {
      elementType: scalar(node.elementType, limits.maxText),
      propList: props.filter(isRecord).map((p) => ({
        propName: scalar(p.propName, limits.maxText),
        propValue: scalar(p.propValue, limits.maxText),
      })),
      contentList: [],
      ...(node.text === undefined ? {} : { text: scalar(node.text, limits.maxText) }),
    };
  };
  const root = copy(raw);
  const queue: [Record<string, unknown>, BoundElement, number][] = [[raw, root, 1]];
  let taken = 1;
  for (let head = 0; head < queue.length; head++) {
    const [node, out, depth] = queue[head]!;
    if (depth >= limits.maxDepth || !Array.isArray(node.contentList)) continue;
    for (const child of node.contentList as unknown[]) {
      if (taken >= limits.maxNodes) break;
      taken++;
      if (!isRecord(child)) {
        out.contentList.push(scalar(child, limits.maxText));
        continue;
      }
      const c = copy(child);
      out.contentList.push(c);
      queue.push([child, c, depth + 1]);
    }
  }
  return root;
}
