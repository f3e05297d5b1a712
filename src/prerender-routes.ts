// The public pages prerendered at build time and hydrated in the browser (issue 19). One list:
// scripts/prerender.mjs renders each path into its own HTML file, and the service worker, `vite
// preview`, the e2e static server and the generated `_redirects` serve that file for the path
// (with or without a trailing slash). Every other path gets the unprerendered shell (index.html).
// A page belongs here only if it needs no data and renders the same for everyone while hydrating.
export const PRERENDERED_PATHS = ['/', '/gonderi-olustur', '/giris', '/kurye/giris', '/kurye/uye-ol'];

/** The 404 text, prerendered into `404.html` for hosts that serve it for unknown paths. */
export const NOT_FOUND_HTML = '404.html';
/** The path the 404 text is rendered at (no route matches it). */
export const NOT_FOUND_RENDER_PATH = '/404.html';

/** The built HTML file of a prerendered path, relative to the build folder. */
export function prerenderedFile(path: string): string {
  return path === '/' ? 'prerendered/index.html' : `prerendered${path}.html`;
}

/** The prerendered HTML file for a pathname (either slash form), or undefined for the shell. */
export function prerenderedFileFor(pathname: string): string | undefined {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return PRERENDERED_PATHS.includes(path) ? prerenderedFile(path) : undefined;
}
