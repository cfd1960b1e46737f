import createEmotionServer from '@emotion/server/create-instance';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { StrictMode, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { formHeadTags } from './components/form/early-submit';
import { APP_MANIFEST_PATH, appManifestJson } from './config/app-manifest';
import { SITE } from './config/site';
import { NOT_FOUND_ROUTE, SITE_ROUTES } from './config/site-routes';
import { islandIdPrefix } from './islands/attributes';
import { IslandCollector, islandSlot, type IslandCollection } from './islands/island';
import { IslandProviders } from './islands/island-providers';
import { robotsTxt, sitemapXml } from './lib/crawler-files';
import { HeadTags, headTags, installTags } from './lib/head-tags';
import { metaFor } from './lib/page-meta';
import { speculationRulesScript } from './lib/speculation-rules';
import { earlyTapsScript } from './page-script/early-taps';
import { createEmotionCache } from './theme/emotion-cache';
import { COLOR_SCHEME_ATTRIBUTE, THEME_STORAGE } from './theme/theme';

export {
  APP_MANIFEST_PATH,
  appManifestJson,
  earlyTapsScript,
  formHeadTags,
  NOT_FOUND_ROUTE,
  robotsTxt,
  SITE,
  SITE_ROUTES,
  sitemapXml,
  speculationRulesScript,
};

export interface RenderedPage {
  /** The app's markup, for the root element. */
  html: string;
  /**
   * Title, meta, canonical, Open Graph, JSON-LD, the tags that make the site installable,
   * and Emotion's critical CSS.
   */
  head: string;
}

/**
 * Renders a tree to complete HTML: `prerender` waits for every lazy part. Any error fails
 * the build (inside a Suspense boundary it would silently ship the fallback).
 */
async function renderComplete(
  url: string,
  tree: ReactNode,
  options: { identifierPrefix?: string } = {},
): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(tree, {
    ...options,
    onError: (error) => void errors.push(error),
    // Keep every boundary inline. Otherwise React moves large ones into hidden segments
    // revealed by an inline script, which the CSP (rightly) does not allow.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  if (errors.length > 0) {
    throw new Error(`Pre-rendering ${url} failed: ${errors.map(String).join('; ')}`, {
      cause: errors[0],
    });
  }
  const html = await new Response(prelude).text();
  if (html.includes('<template id="B:'))
    throw new Error(`Pre-rendering ${url} left a pending boundary`);
  return html;
}

/**
 * Renders one route at build time: the page, then each of its islands as a root of its
 * own (as the browser hydrates them) into the place the page left for it. Emotion's
 * styles used by the whole are returned for the <head>.
 */
export async function renderPage(url: string): Promise<RenderedPage> {
  const cache = createEmotionCache();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const islands: IslandCollection = new Map();
  let html = await renderComplete(
    url,
    <StrictMode>
      <IslandCollector value={islands}>
        <StaticRouter location={url}>
          <App cache={cache} />
        </StaticRouter>
      </IslandCollector>
    </StrictMode>,
  );
  for (const [id, island] of islands) {
    const markup = await renderComplete(
      url,
      <IslandProviders cache={cache}>{island}</IslandProviders>,
      { identifierPrefix: islandIdPrefix(id) },
    );
    const slot = islandSlot(id);
    if (!html.includes(slot)) throw new Error(`Pre-rendering ${url}: no place for island ${id}`);
    html = html.replace(slot, () => slot.replace('></div>', `>${markup}</div>`));
  }
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(html));
  const head = renderToStaticMarkup(
    <HeadTags tags={[...headTags(metaFor(url)), ...installTags()]} />,
  );
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
