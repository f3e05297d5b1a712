// Dynamic pages (docs/screens-and-routes.md, issue 17): server-supplied page trees rendered safely.
//
// Public API (stable; other features and the admin preview build on it):
// - <DynamicPageView tree={data} />: renders a tree exactly as GET /dynamic/{pageCode} returns
//   it in `data` (or any unknown value: it is sanitized first, nothing unsafe reaches the DOM).
//   Pure rendering: no loading, no document title. Use it for the admin editor's live preview.
// - <DynamicPage pageCode="hakkimizda" documentTitle? />: loads and renders one page; skeleton
//   while loading (offline: "needs the network once"), the 404 page for an unknown or inactive
//   code, docs/errors-and-messages.md's message with "Tekrar Dene" on failure; sets the document title (the page's
//   PageHeader title unless `documentTitle` is given).
// - getDynamicPageQueryOptions(pageCode) / useDynamicPage(pageCode) / dynamicPageKeys: the query
//   (key ['dynamic-pages', pageCode]), for loaders (prefetch) and invalidation after an edit. Its
//   data is the tree already cut to the limits (bound-tree.ts), so it is safe to persist.
// - sanitizeTree(tree) -> SafeNode[] and pageTitleOf(nodes): the pure sanitizer, for checks.
// - safeLinkUrl / safeImageUrl / parseStyle: the link, image and style rules on their own.
export { DynamicPageView, type DynamicPageViewProps } from './dynamic-page-view';
export { DynamicPage, type DynamicPageProps } from './dynamic-page';
export {
  getDynamicPage,
  getDynamicPageQueryOptions,
  useDynamicPage,
  dynamicPageKeys,
  isPageCode,
  type DynamicPageTree,
} from './api/get-dynamic-page';
export {
  sanitizeTree,
  pageTitleOf,
  type SafeNode,
  type SafeElement,
  type SafeText,
  type TreeLimits,
} from './sanitize-tree';
export { safeLinkUrl, safeImageUrl, type SafeUrl } from './safe-url';
export { parseStyle, type SafeStyle } from './safe-style';
