import { isStaffPath } from '@lab/shared/security/headers';
import { SITE } from '../config/site';
import { initAnalytics, trackEvent, trackPageView } from '../lib/analytics';
import { TRACK } from './attributes';

/** The page's own title, without the site name every title ends with. */
function pageTitle(): string {
  const suffix = ` | ${SITE.name}`;
  const { title } = document;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}

/**
 * Page views and clicks on pages with no React: one page view per page load, and one
 * listener for every link or button marked with the track attributes. Staff pages are the
 * admin app's business. Once per page.
 */
let started = false;

export function startAnalytics(): void {
  if (started || isStaffPath(window.location.pathname)) return;
  started = true;
  initAnalytics();
  trackPageView(window.location.pathname, pageTitle());
  document.addEventListener(
    'click',
    (event) => {
      const target =
        event.target instanceof Element ? event.target.closest(`[${TRACK.event}]`) : null;
      const name = target?.getAttribute(TRACK.event);
      if (!target || !name) return;
      trackEvent(name, {
        category: target.getAttribute(TRACK.category) ?? undefined,
        label: target.getAttribute(TRACK.label) ?? undefined,
      });
    },
    // Before anything that might stop the click from reaching the document.
    true,
  );
}
