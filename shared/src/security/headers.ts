/**
 * The security headers of every response, written once: the CloudFront response headers
 * policy is built from SECURITY_HEADERS, and the local server sends securityHeaderValues().
 */

export interface CspOptions {
  /** Google Analytics is configured: allow its script and beacon hosts. @default false */
  analytics?: boolean;
  /** `sha256-…` hashes of the inline scripts the pre-rendered pages need. @default [] */
  scriptHashes?: readonly string[];
  /** Ask browsers to upgrade http subresources; off locally, where there is no https. @default true */
  upgradeInsecureRequests?: boolean;
}

/**
 * The staff area: its pages never load third-party script (a script there could read the
 * admin's token from storage), so the site does not start analytics on them and their
 * CSP allows no analytics host whatever the build configured. CloudFront path patterns.
 */
export const STAFF_PATH_PATTERNS = ['/admin', '/admin/*'] as const;

/** Whether a page path is in the staff area (see STAFF_PATH_PATTERNS). */
export function isStaffPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}

const ANALYTICS = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
};

/**
 * Content-Security-Policy. Scripts only from the site itself (plus hashed inline scripts
 * and, when configured, the analytics host): never 'unsafe-inline'. Styles allow inline
 * because Emotion (MUI) writes its critical CSS into the page. With `wasm` (the staff
 * pages), the site's own WebAssembly may be compiled: the barcode decoder of Receive
 * samples where the browser has none ('wasm-unsafe-eval' allows WebAssembly alone, never
 * JavaScript's eval).
 */
export function contentSecurityPolicy({
  analytics = false,
  scriptHashes = [],
  upgradeInsecureRequests = true,
  wasm = false,
}: CspOptions & { wasm?: boolean } = {}): string {
  const hashes = scriptHashes.map((hash) => `'${hash}'`);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      ...(wasm ? ["'wasm-unsafe-eval'"] : []),
      ...hashes,
      ...(analytics ? ANALYTICS.script : []),
    ],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', ...(analytics ? ANALYTICS.img : [])],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...(analytics ? ANALYTICS.connect : [])],
    // The service worker (/sw.js): said outright rather than left to fall back to script-src.
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  const policy = directives.map((directive) => directive.join(' '));
  if (upgradeInsecureRequests) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** The browser features a Permissions-Policy names, each allowed to no origin unless said. */
const POLICY_FEATURES = [
  'accelerometer',
  'camera',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'payment',
  'usb',
  'interest-cohort',
] as const;

const permissionsPolicy = (allowed: readonly (typeof POLICY_FEATURES)[number][] = []) =>
  POLICY_FEATURES.map((feature) => `${feature}=(${allowed.includes(feature) ? 'self' : ''})`).join(
    ', ',
  );

export const SECURITY_HEADERS = {
  /** Two years, subdomains included, eligible for the browsers' preload list. */
  hsts: { maxAgeSeconds: 63_072_000, includeSubdomains: true, preload: true },
  contentTypeOptions: 'nosniff',
  frameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  /** The public pages use none of these browser features. */
  permissionsPolicy: permissionsPolicy(),
  /**
   * The staff pages use the camera, the site's own pages only: the Receive samples screen
   * reads a box's barcode with a phone's or tablet's camera.
   */
  staffPermissionsPolicy: permissionsPolicy(['camera']),
} as const;

export function hstsValue(): string {
  const { maxAgeSeconds, includeSubdomains, preload } = SECURITY_HEADERS.hsts;
  return [
    `max-age=${maxAgeSeconds}`,
    includeSubdomains && 'includeSubDomains',
    preload && 'preload',
  ]
    .filter(Boolean)
    .join('; ');
}

/**
 * Header name → value, as a server sends them for `path`: on a staff page the CSP allows
 * no analytics host, whatever `csp` says, but the site's WebAssembly, and the camera is
 * allowed to the site itself.
 */
export function securityHeaderValues(csp: CspOptions = {}, path = '/'): Record<string, string> {
  const staff = isStaffPath(path);
  const analytics = Boolean(csp.analytics) && !staff;
  return {
    'strict-transport-security': hstsValue(),
    'content-security-policy': contentSecurityPolicy({ ...csp, analytics, wasm: staff }),
    'x-content-type-options': SECURITY_HEADERS.contentTypeOptions,
    'x-frame-options': SECURITY_HEADERS.frameOptions,
    'referrer-policy': SECURITY_HEADERS.referrerPolicy,
    'permissions-policy': staff
      ? SECURITY_HEADERS.staffPermissionsPolicy
      : SECURITY_HEADERS.permissionsPolicy,
  };
}
