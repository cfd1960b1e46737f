import { WEB_MANIFEST_PATH } from '@lab/shared/constants/site-assets';
import { BROWSER_BAR_COLORS, LIGHT_PALETTE } from '../theme/palettes';
import { SITE } from './site';

/*
 * What makes the site installable ("Add to home screen"): the web app manifest and its
 * icons, defined once. The build writes the manifest, `web/scripts/app-icons/` draws the
 * icons named here from the logo (`npm -w @lab/web run icons`), and every page's head links both (lib/head-tags.tsx).
 */

/** Where the manifest is served; the local server and CloudFront give it its headers. */
export const APP_MANIFEST_PATH = WEB_MANIFEST_PATH;

/** One PNG icon: a square of `size` pixels drawn from the logo. */
export interface AppIcon {
  src: `/${string}.png`;
  size: number;
  /**
   * `any`: the logo as it is, corners transparent. `maskable`: full bleed, the logo inside
   * the central circle (80% of the width) that every launcher's mask keeps.
   */
  purpose: 'any' | 'maskable';
}

/** The manifest's icons: Android and desktop Chrome ask for 192 and 512 px, and a maskable one. */
export const APP_ICONS = [
  { src: '/icons/icon-192.png', size: 192, purpose: 'any' },
  { src: '/icons/icon-512.png', size: 512, purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
] as const satisfies readonly AppIcon[];

/**
 * iOS ignores the manifest's icons and takes this one. It fills transparent corners with
 * black and rounds the corners itself, so it is drawn full bleed. At the root, where iOS
 * also looks for it when a page does not link it.
 */
export const APPLE_TOUCH_ICON = {
  src: '/apple-touch-icon.png',
  size: 180,
  purpose: 'maskable',
} as const satisfies AppIcon;

/** The members of a web app manifest the site sets (W3C Web Application Manifest). */
export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: 'standalone' | 'fullscreen' | 'minimal-ui' | 'browser';
  background_color: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: 'image/png'; purpose: AppIcon['purpose'] }[];
}

export const APP_MANIFEST: WebAppManifest = {
  id: '/',
  name: SITE.name,
  short_name: SITE.shortName,
  description: SITE.tagline,
  start_url: '/',
  scope: '/',
  display: 'standalone',
  // The splash screen an installed launch shows before the first paint: the page's own.
  background_color: LIGHT_PALETTE.background.default,
  // One colour only: a manifest has no dark variant (the pages' theme-color tags have).
  theme_color: BROWSER_BAR_COLORS.light,
  icons: APP_ICONS.map(({ src, size, purpose }) => ({
    src,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  })),
};

/** The manifest file as the build writes it. */
export const appManifestJson = (): string => `${JSON.stringify(APP_MANIFEST, null, 2)}\n`;
