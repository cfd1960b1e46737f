import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE } from '../config/site';
import { startAnalytics } from './analytics';
import { clickTracking } from './attributes';

function link(attributes: Record<string, string>, text: string): HTMLAnchorElement {
  const element = document.createElement('a');
  element.href = '#';
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  // An icon inside the link: the click lands on it, not on the link itself.
  element.innerHTML = `<span>${text}</span>`;
  document.body.append(element);
  return element;
}

describe('the page script’s analytics', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.dataLayer = [];
    vi.unstubAllGlobals();
  });

  // First: the script starts once per page, and a staff page does not count as started.
  it('leaves staff pages to the admin app', () => {
    window.history.replaceState(null, '', '/admin/dashboard');
    startAnalytics();
    expect(window.dataLayer ?? []).toEqual([]);
  });

  it('sends one page view with the page’s own title, and the marked clicks as the spec names them', () => {
    window.history.replaceState(null, '', '/services/soil-testing');
    document.title = `Soil Testing | ${SITE.name}`;
    const cta = link(clickTracking.cta('hero_request_test'), 'Request a test');
    const report = link(clickTracking.pdfDownload('sample-soil-report.pdf'), 'Sample report');
    const card = link(clickTracking.serviceCard('soil-testing'), 'Learn More');
    const plain = link({}, 'Plain');
    startAnalytics();
    for (const element of [cta, report, card, plain]) element.querySelector('span')?.click();
    expect(window.dataLayer).toEqual([
      { event: 'page_view', page_path: '/services/soil-testing', page_title: 'Soil Testing' },
      { event: 'click', category: 'cta', label: 'hero_request_test' },
      { event: 'pdf_download', category: 'download', label: 'sample-soil-report.pdf' },
      { event: 'click', category: 'service_card', label: 'soil-testing' },
    ]);
  });
});
