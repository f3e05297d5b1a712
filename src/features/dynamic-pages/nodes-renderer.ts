import type { ComponentType } from 'react';
import type { SafeNode } from './sanitize-tree';

/**
 * What renders a container's children: DynamicNodes, handed down by DynamicNodes itself, so the
 * containers (header, nav link, accordion, tabs) do not import it back (no import cycle).
 */
export type NodesRenderer = ComponentType<{ nodes: readonly SafeNode[] }>;
