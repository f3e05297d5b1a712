/** Types of entry-chunk.mjs (one chunk for what the app's entry loads at start). */
import type { Plugin } from 'vite';
export declare const isEntryPass: () => boolean;
export declare function entryModules(
  output: readonly {
    type: string;
    fileName?: string;
    isEntry?: boolean;
    moduleIds?: string[];
    imports?: string[];
  }[],
): Set<string>;
export declare function entryChunk(): { plugin: Plugin; test: (id: string) => boolean };
