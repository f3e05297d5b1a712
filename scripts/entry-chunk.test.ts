// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { entryModules } from './entry-chunk.mjs';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) => ({
  type: 'chunk',
  fileName,
  moduleIds,
  imports,
  isEntry,
});

describe('the modules the entry loads at start', () => {
  it("takes the entry's chunk and every chunk it imports statically, through chains", () => {
    const output = [
      chunk('index.js', ['/src/main.tsx'], ['react.js', 'shell.js'], true),
      chunk('react.js', ['/node_modules/react/index.js']),
      chunk('shell.js', ['/src/app/shell.tsx', '/src/ui/button.tsx'], ['mantine.js']),
      chunk('mantine.js', ['/node_modules/@mantine/core/Button.mjs']),
      // Lazy: only a dynamic import reaches them.
      chunk('admin.js', ['/src/features/admin/page.tsx'], ['mantine.js', 'table.js']),
      chunk('table.js', ['/node_modules/mantine-datatable/index.mjs']),
      { type: 'asset', fileName: 'index.css' },
    ];
    expect([...entryModules(output)].sort()).toEqual([
      '/node_modules/@mantine/core/Button.mjs',
      '/node_modules/react/index.js',
      '/src/app/shell.tsx',
      '/src/main.tsx',
      '/src/ui/button.tsx',
    ]);
  });

  it('survives chunks that import each other', () => {
    const output = [chunk('a.js', ['/a'], ['b.js'], true), chunk('b.js', ['/b'], ['a.js'])];
    expect([...entryModules(output)].sort()).toEqual(['/a', '/b']);
  });
});
