import { SITE } from '../config/site';
import type { PageMeta } from './page-meta';

/** One tag of a page's <head>, with its attributes in the order they are written. */
export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; name: string; content: string }
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

/** The attributes of a tag, without its name and text. */
function attributesOf(tag: HeadTag): Record<string, string> {
  const { tag: _name, ...rest } = tag;
  if ('text' in rest) {
    const { text: _text, ...attributes } = rest;
    return attributes;
  }
  return rest;
}

/** What finds the tag in a document: its name and the attribute that identifies it. */
function selectorOf(tag: HeadTag): string {
  const [identity] = Object.entries(attributesOf(tag));
  return identity ? `${tag.tag}[${identity[0]}="${identity[1]}"]` : tag.tag;
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
