import { SITE } from '../config/site';
import type { PageMeta } from '../lib/page-meta';

/** JSON inside <script> must not be able to close the element. */
const safeJson = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The <head> tags of one pre-rendered page, rendered to static markup by the pre-renderer. */
export function HeadTags({ meta }: { meta: PageMeta }) {
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      <meta name="robots" content={meta.indexable ? 'index, follow' : 'noindex, nofollow'} />
      <link rel="canonical" href={meta.canonicalUrl} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={SITE.name} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={meta.canonicalUrl} />
      <meta property="og:image" content={`${SITE.origin}/images/og-card.jpg`} />
      <meta property="og:locale" content="en_CA" />
      <meta name="twitter:card" content="summary_large_image" />
      {meta.jsonLd && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: safeJson(meta.jsonLd) }}
        />
      )}
    </>
  );
}
