import { useMemo } from 'react';
import { sanitizeTree } from './sanitize-tree';
import { DynamicNodes } from './dynamic-nodes';
import classes from './dynamic-page-view.module.css';

export interface DynamicPageViewProps {
  /**
   * The page tree as `GET /dynamic/{pageCode}` returns it in `data` (docs/data-model.md: elementType,
   * propList, contentList, text), or anything else: it is sanitized before anything renders.
   */
  tree: unknown;
}

/** Renders a dynamic page tree safely (allow-lists and limits in sanitize-tree.ts). */
export function DynamicPageView({ tree }: DynamicPageViewProps) {
  const nodes = useMemo(() => sanitizeTree(tree), [tree]);
  return (
    <div className={classes.root} data-dynamic-page="">
      <DynamicNodes nodes={nodes} />
    </div>
  );
}
