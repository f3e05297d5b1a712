// Builds dynamic page trees for tests, as the server sends them (docs/data-model.md).
export interface RawElement {
  elementType: unknown;
  propList: unknown;
  contentList: unknown;
  text?: unknown;
}

export const el = (
  elementType: unknown,
  props: Record<string, unknown> = {},
  contentList: unknown[] = [],
  text?: unknown,
): RawElement => ({
  elementType,
  propList: Object.entries(props).map(([propName, propValue]) => ({ propName, propValue })),
  contentList,
  ...(text === undefined ? {} : { text }),
});

/** A chain of `levels` divs, built without recursion; the innermost holds `leafText`. */
export function nested(levels: number, leafText = 'en içte'): RawElement {
  let node = el('div', {}, [], leafText);
  for (let i = 1; i < levels; i++) node = el('div', {}, [node]);
  return node;
}

/** Every element type in a safe tree, breadth first. */
export function typesOf(nodes: readonly { kind: string; type?: string; children?: unknown }[]): string[] {
  const out: string[] = [];
  const queue = [...nodes];
  for (let i = 0; i < queue.length; i++) {
    const n = queue[i]!;
    if (n.kind === 'element') {
      out.push(n.type!);
      queue.push(...(n.children as typeof nodes));
    }
  }
  return out;
}

/**
 * The fastest of `runs` timings of `work`, in ms, and its last result: the machine running the
 * tests is shared, and one run can be slowed by a neighbour; a hang or a quadratic walk cannot.
 */
export function fastestOf<T>(runs: number, work: () => T): { ms: number; result: T } {
  let best = Infinity;
  let result!: T;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    result = work();
    best = Math.min(best, performance.now() - started);
  }
  return { ms: best, result };
}
