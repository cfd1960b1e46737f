import { describe, expect, it } from 'vitest';
import { SITE_ROUTES } from '../config/site-routes';
import { canonicalUrl, metaFor } from './page-meta';

describe('page metadata', () => {
  it('gives every route its own title and description, and a canonical URL on the site origin', () => {
    const titles = new Set<string>();
    for (const route of SITE_ROUTES.filter((r) => !r.canonical)) {
      const meta = metaFor(route.path);
      expect(meta.canonicalUrl).toBe(`https://www.prairieagrilab.example${route.path}`);
      titles.add(meta.title);
    }
    expect(titles.size).toBe(SITE_ROUTES.filter((r) => !r.canonical).length);
  });

  it('points the second resource request route at the first', () => {
    expect(metaFor('/resources/request').canonicalUrl).toBe(
      'https://www.prairieagrilab.example/request-bags',
    );
  });

  it("gives a page's absolute address as its canonical URL, trailing slash or not", () => {
    for (const path of ['/resources/request', '/request-bags/']) {
      expect(canonicalUrl(path)).toBe(metaFor('/request-bags').canonicalUrl);
    }
    expect(canonicalUrl('/sampling/corn-instructions')).toBe(
      'https://www.prairieagrilab.example/sampling/corn-instructions',
    );
  });

  it('keeps the admin screens out of search engines', () => {
    expect(metaFor('/admin').indexable).toBe(false);
    expect(metaFor('/admin/dashboard').indexable).toBe(false);
    expect(metaFor('/about').indexable).toBe(true);
  });

  it('describes the business on the home page, a service on service pages, and dates articles', () => {
    expect(metaFor('/').jsonLd).toMatchObject({
      '@type': ['LocalBusiness', 'ProfessionalService'],
    });
    expect(metaFor('/services/soil-testing').jsonLd).toMatchObject({
      '@type': 'Service',
      name: 'Soil Testing',
    });
    expect(metaFor('/soil-sampling-instructions').jsonLd).toMatchObject({
      '@type': 'Article',
      datePublished: '2025-01-15',
      dateModified: '2025-01-15',
    });
  });

  it('treats unknown paths as the 404 page', () => {
    expect(metaFor('/nope')).toMatchObject({
      title: '404 Page Not Found | Prairie Agri Lab',
      indexable: false,
    });
  });
});
