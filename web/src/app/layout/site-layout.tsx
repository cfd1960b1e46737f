import Box from '@mui/material/Box';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { trackPageView } from '../../lib/analytics';
import { applyHeadTags, headTags, type HeadTag } from '../../lib/head-tags';
import { metaFor } from '../../lib/page-meta';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Keeps <head> and analytics in step with client-side navigation (the admin app). */
function useRouteEffects() {
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

export function SiteLayout() {
  useRouteEffects();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: 8,
          transform: 'translateY(-200%)',
          zIndex: 2000,
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:focus': { transform: 'none' },
        }}
      >
        Skip to main content
      </Box>
      <SiteHeader />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {/* Pages load lazily; the server waits for them, so pre-rendered HTML is complete. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </Box>
      <SiteFooter />
    </Box>
  );
}
