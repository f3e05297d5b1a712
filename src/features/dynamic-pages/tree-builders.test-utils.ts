// Builds dynamic page trees for tests, as the server sends them (SPEC 3).
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
