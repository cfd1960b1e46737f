import createEmotionServer from '@emotion/server/create-instance';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { createEmotionCache } from './app/emotion-cache';
import { SITE } from './config/site';
import { NOT_FOUND_ROUTE, SITE_ROUTES } from './config/site-routes';
import { robotsTxt, sitemapXml } from './lib/crawler-files';
import { HeadTags, headTags } from './lib/head-tags';
import { metaFor } from './lib/page-meta';
import { COLOR_SCHEME_ATTRIBUTE, THEME_STORAGE } from './theme/theme';

export { NOT_FOUND_ROUTE, robotsTxt, SITE, SITE_ROUTES, sitemapXml };

export interface RenderedPage {
  /** The app's markup, for the root element. */
  html: string;
  /** Title, meta, canonical, Open Graph, JSON-LD, and Emotion's critical CSS. */
  head: string;
}

async function streamToString(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/**
 * Renders one route at build time. React's `prerender` waits for every lazy page, so the
 * HTML is complete; Emotion's styles used by that HTML are returned for the <head>.
 */
export async function renderPage(url: string): Promise<RenderedPage> {
  const cache = createEmotionCache();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <App cache={cache} />
      </StaticRouter>
    </StrictMode>,
    {
      // An error inside a Suspense boundary would silently ship its fallback: fail the build.
      onError: (error) => void errors.push(error),
      // Keep every boundary inline. Otherwise React moves large ones into hidden segments
      // revealed by an inline script, which the CSP (rightly) does not allow.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length > 0) {
    throw new Error(`Pre-rendering ${url} failed: ${errors.map(String).join('; ')}`, {
      cause: errors[0],
    });
  }
  const html = await streamToString(prelude);
  if (html.includes('<template id="B:'))
    throw new Error(`Pre-rendering ${url} left a pending boundary`);
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(html));
  const head = renderToStaticMarkup(<HeadTags tags={headTags(metaFor(url))} />);
  return { html, head: `${head}\n${styles}` };
}

/** The inline script that applies the stored colour scheme before the first paint. */
export function colorSchemeScript(): string {
  return renderToStaticMarkup(
    <InitColorSchemeScript
      attribute={COLOR_SCHEME_ATTRIBUTE}
      defaultMode={THEME_STORAGE.defaultMode}
      modeStorageKey={THEME_STORAGE.modeStorageKey}
      colorSchemeStorageKey={THEME_STORAGE.colorSchemeStorageKey}
    />,
  );
}
