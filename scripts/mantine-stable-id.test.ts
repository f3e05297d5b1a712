import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANTINE_USE_ID, mantineStableId, STABLE_USE_ID } from './mantine-stable-id.mjs';

const original = readFileSync(join('node_modules', MANTINE_USE_ID), 'utf8');
const hooksVersion = (
  JSON.parse(readFileSync('node_modules/@mantine/hooks/package.json', 'utf8')) as { version: string }
).version;

describe('mantineStableId (scripts/mantine-stable-id.mjs)', () => {
  it('replaces the hook it was written for: Mantine 9.7.3, React id first, a random one after mounting', () => {
    // An upgrade of Mantine fails here: look at its useId again before moving the pin.
    expect(hooksVersion).toBe('9.7.3');
    expect(original).toContain('const reactId = useId();');
    expect(original).toContain('setUuid(randomId());');
    expect(original).toContain('export { useId$1 as useId };');
  });

  it('serves that module, and only it, without the swap', () => {
    const plugin = mantineStableId();
    const load = plugin.load as (id: string) => string | null;
    expect(load(`/work/node_modules/${MANTINE_USE_ID}`)).toBe(STABLE_USE_ID);
    expect(load(`/work/node_modules/${MANTINE_USE_ID}?v=1`)).toBe(STABLE_USE_ID);
    expect(load('/work/node_modules/@mantine/hooks/esm/use-idle/use-idle.mjs')).toBeNull();
    expect(STABLE_USE_ID).not.toMatch(/randomId|useState|Effect/);
    expect(STABLE_USE_ID).toContain('export { useId$1 as useId };');
    // The same id as Mantine's first render, which the prerender writes.
    expect(STABLE_USE_ID).toContain('`mantine-${reactId.replace(/:/g, "")}`');
    expect(original).toContain('`mantine-${reactId.replace(/:/g, "")}`');
  });
});
