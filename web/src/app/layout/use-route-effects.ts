import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { trackPageView } from '../../lib/analytics';
import { applyHeadTags, headTags, type HeadTag } from '../../lib/head-tags';
import { metaFor } from '../../lib/page-meta';

/**
 * Keeps <head> and analytics in step with client-side navigation (the admin app). Both
 * layouts run it: the public one and the staff one.
 */
export function useRouteEffects() {
  const { pathname, hash } = useLocation();
  /** The head tags of the page shown before this one; none before the first page. */
  const shown = useRef<HeadTag[] | null>(null);

  // A new page: head, scroll position and one page view. A jump within the page is not one.
  useEffect(() => {
    const meta = metaFor(pathname);
    const tags = headTags(meta);
    // The pre-rendered page already has its head; later navigations must update it.
    if (shown.current) {
      applyHeadTags(tags, shown.current);
      // A link to an anchor scrolls to it below instead.
      if (!window.location.hash) window.scrollTo(0, 0);
    }
    shown.current = tags;
    trackPageView(pathname, meta.title);
  }, [pathname]);

  useEffect(() => {
    if (!hash) return;
    // The target may be on a page that is still loading: look for it for a moment.
    let tries = 0;
    const timer = window.setInterval(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target || ++tries > 20) window.clearInterval(timer);
      target?.scrollIntoView();
    }, 50);
    return () => window.clearInterval(timer);
  }, [pathname, hash]);
}
