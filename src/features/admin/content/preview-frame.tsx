import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Holds the editor's preview. The renderer draws a page's PageHeader as the page's h1 (right on
 * /sayfa/{code}); inside the editor the screen's own h1 comes first, so the preview's headings are
 * announced one level lower (aria-level) and the screen keeps one h1. DynamicPageView has no
 * heading-level option yet (asked of issue 17's renderer); until it has, this does it from outside.
 */
export function PreviewFrame({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const demote = () => {
      for (const h of root.querySelectorAll('h1:not([aria-level])')) h.setAttribute('aria-level', '2');
    };
    demote();
    const observer = new MutationObserver(demote);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className={className} data-testid="page-preview">
      {children}
    </div>
  );
}
