import { isStaffPath } from '@lab/shared/security/headers';
import { SITE } from '../config/site';

/*
 * Analytics in one place. Every event is pushed to window.dataLayer as a plain object
 * (tests read it there); Google Analytics 4 is loaded, and sent the same events, only
 * when a measurement id was configured at build time. The clicks a link reports are marked
 * in its markup (`clickTracking` in the page script's contract) and sent by the page script.
 */

export interface AnalyticsEvent {
  event: string;
  [key: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

let gtagLoaded = false;

function push(entry: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
}

/**
 * Loads gtag.js when configured, never on a staff page (their CSP would refuse it too).
 * Staff pages are reached by typing their address, never by a link from a public page,
 * so a page that started without analytics never gains it. Safe to call more than once.
 */
export function initAnalytics(
  measurementId: string | undefined = SITE.analyticsId,
  path = typeof window === 'undefined' ? '' : window.location.pathname,
): void {
  if (typeof window === 'undefined' || !measurementId || gtagLoaded || isStaffPath(path)) return;
  gtagLoaded = true;
  window.dataLayer ??= [];
  window.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself from the data layer.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  // Page views are sent by trackPageView on every navigation, not by gtag on load.
  window.gtag('config', measurementId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
}

export function trackEvent(event: string, params: Record<string, unknown> = {}): void {
  push({ event, ...params });
  window.gtag?.('event', event, params);
}

export function trackPageView(path: string, title: string): void {
  trackEvent('page_view', { page_path: path, page_title: title });
}

/** The form events the site reports to analytics, named once. */
export const analytics = {
  formStart: (category: string, label?: string) => trackEvent('form_start', { category, label }),
  formSuccess: (category: string, label?: string) =>
    trackEvent('form_success', { category, label }),
  formError: (category: string, label?: string) => trackEvent('form_error', { category, label }),
};
