// One chunk for what the app's entry loads at start (issue 33, docs/decisions/0076-issue-33-entry-chunk.md).
// Left to itself the bundler emits the entry's statically imported modules as dozens of small files:
// it does not fold a module into the entry's chunk when a lazy chunk also uses it, although the entry
// has loaded it by the time any lazy chunk runs. Every page then fetched some fifty files before it
// could start (a kilobyte of headers each, six at a time over HTTP/1.1).
//
// Which modules those are is known only once the bundler has chunked the app and shaken out what is
// unused (a static walk of the module graph from the entry also takes every module a package's index
// re-exports, most of which only lazy chunks use). So the build first runs itself without writing
// (KC_ENTRY_PASS=1: no prerender, no service worker), reads the entry's chunk and its static imports
// from that output, and gives their modules to one group of `codeSplitting`, which the real pass then
// emits as one file. Nothing joins it that the entry did not already load, so no first load grows.
import process from 'node:process';

const PASS = 'KC_ENTRY_PASS';

/** True inside the first pass (the config leaves out what that pass does not need). */
export const isEntryPass = () => process.env[PASS] === '1';

/** The module ids in the entry chunk and the chunks it imports statically, from a build's output. */
export function entryModules(output) {
  const chunks = output.filter((item) => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const modules = new Set();
  const seen = new Set();
  const visit = (chunk) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const id of chunk.moduleIds) modules.add(id);
    for (const file of chunk.imports) visit(byFile.get(file));
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk);
  return modules;
}

/**
 * The plugin (client builds only) and the `test` of the group it fills. The group must rank below
 * any group that must keep its modules apart (the map library's).
 */
export function entryChunk() {
  const modules = new Set();
  let config;
  const plugin = {
    name: 'kurye:entry-chunk',
    apply: (userConfig, env) => env.command === 'build' && !env.isSsrBuild && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      modules.clear();
      if (isEntryPass()) return;
      const { build } = await import('vite');
      const previous = process.env[PASS];
      process.env[PASS] = '1';
      try {
        const result = await build({
          root: config.root,
          mode: config.mode,
          configFile: config.configFile,
          logLevel: 'warn',
          build: {
            write: false,
            emptyOutDir: false,
            sourcemap: false,
            manifest: false,
            copyPublicDir: false,
          },
        });
        const outputs = Array.isArray(result) ? result : [result];
        for (const out of outputs) for (const id of entryModules(out.output)) modules.add(id);
      } finally {
        if (previous === undefined) delete process.env[PASS];
        else process.env[PASS] = previous;
      }
      config.logger.info(`entry chunk: ${modules.size} modules the entry loads at start`);
    },
  };
  return { plugin, test: (id) => modules.has(id) };
}
