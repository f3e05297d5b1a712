// Mantine's `useId` (@mantine/hooks) gives a component React's id in its first render, then, in a
// layout effect after mounting, a random one: every Mantine component that takes an id (Accordion,
// Radio, RadioGroup, Checkbox, every input's wrapper) renders a second time, synchronously, in the
// commit of its first render, and changes its ids and ARIA links in the DOM. On the prerendered
// create page this was a synchronous render of the accordion and the first step inside the
// hydration's commit, part of its longest task (issue 19). React's own id is unique in the root and
// the same in the prerender and the hydration, which is all the random one was for (React 17 had
// no useId). This plugin serves the hook without the swap in the client build; the prerender
// (server build) renders React's id as the first render did, so both agree.
// Mantine's version is pinned in package.json; scripts/mantine-stable-id.test.ts fails when the
// hook it replaces changes shape, so an upgrade looks at this again.
import { sep } from 'node:path';

/** The module of @mantine/hooks this replaces (its path inside the package). */
export const MANTINE_USE_ID = ['@mantine', 'hooks', 'esm', 'use-id', 'use-id.mjs'].join(sep);

/** What the module becomes: React's id (or the given one), no second render. */
export const STABLE_USE_ID = `import { useId as useReactId } from "react";
function useId$1(staticId) {
	const reactId = useReactId();
	if (typeof staticId === "string") return staticId;
	return \`mantine-\${reactId.replace(/:/g, "")}\`;
}
export { useId$1 as useId };
`;

/** @returns {import('vite').Plugin} */
export function mantineStableId() {
  return {
    name: 'kurye:mantine-stable-id',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return id.split('?')[0].endsWith(MANTINE_USE_ID) ? STABLE_USE_ID : null;
    },
  };
}
