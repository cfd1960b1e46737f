import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  isStaffPath,
  securityHeaderValues,
  STAFF_PATH_PATTERNS,
} from './headers';

describe('security headers', () => {
  it('never allows inline scripts, and locks down objects, base and framing', () => {
    const csp = contentSecurityPolicy();
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("lets the site's own service worker and web manifest load, and no other origin's", () => {
    for (const csp of [contentSecurityPolicy(), contentSecurityPolicy({ analytics: true })]) {
      expect(csp).toContain("worker-src 'self';");
      expect(csp).toContain("manifest-src 'self';");
    }
  });

  it('adds inline script hashes and the analytics host only when asked', () => {
    expect(contentSecurityPolicy()).not.toContain('googletagmanager');
    const csp = contentSecurityPolicy({ analytics: true, scriptHashes: ['sha256-abc='] });
    expect(csp).toContain("script-src 'self' 'sha256-abc=' https://www.googletagmanager.com;");
  });

  it('never allows the analytics host on staff pages, which hold the admin token', () => {
    const csp = (path: string) =>
      securityHeaderValues({ analytics: true }, path)['content-security-policy'];
    expect(csp('/services')).toContain('googletagmanager');
    for (const path of ['/admin', '/admin/', '/admin/dashboard']) {
      expect(csp(path)).not.toContain('googletagmanager');
    }
    expect(isStaffPath('/administration')).toBe(false);
    // WebAssembly (the barcode decoder) is compiled on staff pages only, and no eval ever.
    expect(csp('/admin/receive')).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp('/services')).not.toContain('wasm');
    for (const path of ['/services', '/admin/receive'])
      expect(csp(path)).not.toContain("'unsafe-eval'");
    // The CloudFront path patterns cover the same paths.
    expect(STAFF_PATH_PATTERNS).toEqual(['/admin', '/admin/*']);
  });

  it('sends HSTS for at least a year, nosniff, a referrer policy and a permissions policy', () => {
    const headers = securityHeaderValues({ upgradeInsecureRequests: false });
    const maxAge = Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});
