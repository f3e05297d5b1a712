// Whether the page on screen is the one prerendered at build time and being (or just) hydrated
// (issue 19). During the prerender itself (no document) it is true too, so a component can render
// on the server what it must render in the browser's first, hydrating render.
let prerenderedView = typeof document === 'undefined';

/** True while the prerendered page is on screen: from boot until the first navigation away. */
export function isPrerenderedView(): boolean {
  return prerenderedView;
}

/** Called by main.tsx: true when it hydrates, false on the first navigation to another page. */
export function setPrerenderedView(value: boolean): void {
  prerenderedView = value;
}
