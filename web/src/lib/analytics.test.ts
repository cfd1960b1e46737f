import { describe, expect, it } from 'vitest';
import { initAnalytics, trackEvent, trackPageView } from './analytics';

describe('analytics', () => {
  it('without a measurement id, events go to window.dataLayer only', () => {
    initAnalytics(undefined);
    trackPageView('/services', 'Services');
    trackEvent('click', { category: 'cta', label: 'hero_request_test' });
    expect(window.dataLayer).toEqual([
      { event: 'page_view', page_path: '/services', page_title: 'Services' },
      { event: 'click', category: 'cta', label: 'hero_request_test' },
    ]);
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
    expect(window.gtag).toBeUndefined();
  });

  it('never loads gtag.js on a staff page, even with a measurement id', () => {
    for (const path of ['/admin', '/admin/', '/admin/dashboard']) initAnalytics('G-TEST123', path);
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
    expect(window.gtag).toBeUndefined();
  });

  it('with a measurement id, loads gtag.js once and sends events to it too', () => {
    initAnalytics('G-TEST123');
    initAnalytics('G-TEST123');
    const scripts = document.querySelectorAll(
      'script[src*="googletagmanager.com/gtag/js?id=G-TEST123"]',
    );
    expect(scripts).toHaveLength(1);
    trackEvent('pdf_download', { category: 'download', label: 'sample-soil-report.pdf' });
    expect(window.dataLayer).toContainEqual({
      event: 'pdf_download',
      category: 'download',
      label: 'sample-soil-report.pdf',
    });
    // gtag's own queue entries are `arguments` objects: the event reached gtag as well.
    const gtagCalls = (window.dataLayer ?? []).filter(
      (entry) => !(entry as { event?: string }).event,
    );
    expect(gtagCalls.map((entry) => Array.from(entry as ArrayLike<unknown>)[0])).toEqual([
      'js',
      'config',
      'event',
    ]);
  });
});
