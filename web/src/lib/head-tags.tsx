import { APP_MANIFEST, APP_MANIFEST_PATH, APPLE_TOUCH_ICON } from '../config/app-manifest';
import { SITE } from '../config/site';
import { THEME_COLOR } from '../page-script/attributes';
import { BROWSER_BAR_COLORS } from '../theme/palettes';
import type { PageMeta } from './page-meta';

/** One tag of a page's <head>, with its attributes in the order they are written. */
export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; name: string; media?: string; content: string }
  | { tag: 'meta'; property: string; content: string }
  | { tag: 'link'; rel: string; href: string }
  | { tag: 'script'; type: string; text: string };

/** JSON inside <script> must not be able to close the element. */
const safeJson = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The <head> tags of a page, built once from its metadata: the pre-renderer writes them
 * into each page's HTML, and client-side navigation applies them to the document.
 */
export function headTags(meta: PageMeta): HeadTag[] {
  return [
    { tag: 'title', text: meta.title },
    { tag: 'meta', name: 'description', content: meta.description },
    {
      tag: 'meta',
      name: 'robots',
      content: meta.indexable ? 'index, follow' : 'noindex, nofollow',
    },
    { tag: 'link', rel: 'canonical', href: meta.canonicalUrl },
    { tag: 'meta', property: 'og:type', content: 'website' },
    { tag: 'meta', property: 'og:site_name', content: SITE.name },
    { tag: 'meta', property: 'og:title', content: meta.title },
    { tag: 'meta', property: 'og:description', content: meta.description },
    { tag: 'meta', property: 'og:url', content: meta.canonicalUrl },
    { tag: 'meta', property: 'og:image', content: `${SITE.origin}/images/og-card.jpg` },
    { tag: 'meta', property: 'og:locale', content: 'en_CA' },
    { tag: 'meta', name: 'twitter:card', content: 'summary_large_image' },
    ...(meta.jsonLd
      ? [{ tag: 'script', type: 'application/ld+json', text: safeJson(meta.jsonLd) } as const]
      : []),
  ];
}

/**
 * The tags that make every page installable, the same on each: the manifest, the iOS icon,
 * the browser's bar colour for each colour scheme, and what iOS reads instead of the
 * manifest (its home screen title, standalone launch, status bar). The pre-renderer writes
 * them beside the page's own tags; client navigation leaves them alone.
 */
export function installTags(): HeadTag[] {
  return [
    { tag: 'link', rel: 'manifest', href: APP_MANIFEST_PATH },
    { tag: 'link', rel: 'apple-touch-icon', href: APPLE_TOUCH_ICON.src },
    // Before the page script runs, the system's scheme decides; then the page's (theme-choice.ts).
    ...(['light', 'dark'] as const).map((scheme) => ({
      tag: 'meta' as const,
      name: 'theme-color',
      media: THEME_COLOR.media(scheme),
      content: BROWSER_BAR_COLORS[scheme],
    })),
    { tag: 'meta', name: 'mobile-web-app-capable', content: 'yes' },
    // Still what iOS Safari reads to launch from the home screen without its own bars.
    { tag: 'meta', name: 'apple-mobile-web-app-capable', content: 'yes' },
    { tag: 'meta', name: 'apple-mobile-web-app-title', content: APP_MANIFEST.short_name },
    // Dark text on the light status bar (the header's colour): the other styles are black or clear.
    { tag: 'meta', name: 'apple-mobile-web-app-status-bar-style', content: 'default' },
  ];
}

/** The attributes of a tag, without its name and text. */
function attributesOf(tag: HeadTag): Record<string, string> {
  const { tag: _name, ...rest } = tag;
  if ('text' in rest) {
    const { text: _text, ...attributes } = rest;
    return attributes;
  }
  return rest;
}

/** The attributes that carry a tag's value rather than say which tag it is. */
const VALUE_ATTRIBUTES = new Set(['content', 'href']);

/**
 * What finds the tag in a document: its name and the attributes that identify it (the two
 * theme-color tags differ only by their media).
 */
function selectorOf(tag: HeadTag): string {
  const identity = Object.entries(attributesOf(tag)).filter(
    ([name]) => !VALUE_ATTRIBUTES.has(name),
  );
  return `${tag.tag}${identity.map(([name, value]) => `[${name}="${value}"]`).join('')}`;
}

/** The tags as React elements, for the pre-renderer to render to static markup. */
export function HeadTags({ tags }: { tags: readonly HeadTag[] }) {
  return tags.map((tag) => {
    const key = selectorOf(tag);
    switch (tag.tag) {
      case 'title':
        return <title key={key}>{tag.text}</title>;
      case 'script':
        return <script key={key} type={tag.type} dangerouslySetInnerHTML={{ __html: tag.text }} />;
      case 'link':
        return <link key={key} {...attributesOf(tag)} />;
      case 'meta':
        return <meta key={key} {...attributesOf(tag)} />;
    }
  });
}

/**
 * After a client-side navigation, makes <head> say what the new page's pre-rendered HTML
 * says: each tag is updated in place or added, and tags the previous page had that this
 * one has not (its JSON-LD) are removed. Other head content (styles, viewport) is left alone.
 */
export function applyHeadTags(
  next: readonly HeadTag[],
  previous: readonly HeadTag[],
  head: HTMLHeadElement = document.head,
): void {
  const kept = new Set<string>();
  for (const tag of next) {
    const selector = selectorOf(tag);
    kept.add(selector);
    let element = head.querySelector(selector);
    if (!element) {
      element = head.ownerDocument.createElement(tag.tag);
      head.appendChild(element);
    }
    for (const [name, value] of Object.entries(attributesOf(tag))) {
      element.setAttribute(name, value);
    }
    if ('text' in tag) element.textContent = tag.text;
  }
  for (const tag of previous) {
    const selector = selectorOf(tag);
    if (!kept.has(selector)) head.querySelector(selector)?.remove();
  }
}
