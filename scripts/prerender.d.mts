import type { Plugin } from 'vite';

/** The client build's prerender of the public pages (issue 19); see prerender.mjs. */
export declare function prerender(): Plugin;
/** `vite preview` serves each prerendered path's own HTML. */
export declare function previewPrerendered(): Plugin;
/** The prerendered HTML file of a pathname in a build folder, or undefined (the shell). */
export declare function prerenderedLookup(outDir: string): (pathname: string) => string | undefined;
