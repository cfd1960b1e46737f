import type { CssVarsTheme } from '@mui/material/styles';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme/theme';
import { applyHeadTags, headTags, HeadTags, installTags } from './head-tags';
import { metaFor } from './page-meta';

const markup = (path: string) => renderToStaticMarkup(<HeadTags tags={headTags(metaFor(path))} />);

/** The tags <head> holds that the builder writes, as the pre-rendered HTML would have them. */
function managedTags(head: HTMLHeadElement): string[] {
  return [...head.querySelectorAll('title, meta[name], meta[property], link, script')]
    .filter((element) => element.getAttribute('name') !== 'viewport')
    .map((element) => element.outerHTML);
}

function parsedTags(html: string): string[] {
  const doc = document.implementation.createHTMLDocument();
  doc.head.innerHTML = html;
  return managedTags(doc.head);
}

describe('head tags', () => {
  it('pre-renders title, description, robots, canonical, Open Graph and Twitter tags', () => {
    // The head of /admin as the pre-renderer wrote it before the tags had one builder.
    expect(markup('/admin')).toBe(
      [
        '<title>Admin Login | Prairie Agri Lab</title>',
        '<meta name="description" content="Staff sign-in."/>',
        '<meta name="robots" content="noindex, nofollow"/>',
        '<link rel="canonical" href="https://www.prairieagrilab.example/admin"/>',
        '<meta property="og:type" content="website"/>',
        '<meta property="og:site_name" content="Prairie Agri Lab"/>',
        '<meta property="og:title" content="Admin Login | Prairie Agri Lab"/>',
        '<meta property="og:description" content="Staff sign-in."/>',
        '<meta property="og:url" content="https://www.prairieagrilab.example/admin"/>',
        '<meta property="og:image" content="https://www.prairieagrilab.example/images/og-card.jpg"/>',
        '<meta property="og:locale" content="en_CA"/>',
        '<meta name="twitter:card" content="summary_large_image"/>',
      ].join(''),
    );
  });

  it('ends with the JSON-LD of pages that have structured data', () => {
    expect(markup('/services/soil-testing')).toMatch(
      /<meta name="twitter:card" content="summary_large_image"\/><script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"Service".*<\/script>$/,
    );
    expect(markup('/about')).not.toContain('ld+json');
  });

  it('escapes JSON-LD so its text cannot close the <script> element', () => {
    const meta = { ...metaFor('/'), jsonLd: { name: '</script><script>alert(1)</script>' } };
    const script = headTags(meta).find((tag) => tag.tag === 'script');
    expect(script && 'text' in script && script.text).toBe(
      '{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}',
    );
    expect(JSON.parse(script && 'text' in script ? script.text : '')).toEqual(meta.jsonLd);
  });

  it.each([
    ['/services/soil-testing', '/about'],
    ['/about', '/services/soil-testing'],
    ['/', '/admin/dashboard'],
    ['/admin', '/nope'],
  ])(
    'after a client navigation from %s to %s, <head> matches the pre-rendered page',
    (from, to) => {
      document.head.innerHTML = `<meta charset="utf-8"><meta name="viewport" content="width=device-width"><link rel="icon" href="/favicon.svg" type="image/svg+xml">${markup(from)}`;
      applyHeadTags(headTags(metaFor(to)), headTags(metaFor(from)));
      expect(managedTags(document.head).filter((tag) => !tag.includes('rel="icon"'))).toEqual(
        parsedTags(markup(to)),
      );
      expect(document.title).toBe(metaFor(to).title);
      // What the template puts in <head> stays.
      expect(document.head.querySelector('link[rel="icon"]')).not.toBeNull();
      expect(document.head.querySelector('meta[charset]')).not.toBeNull();
    },
  );

  it('makes the site installable: manifest, iOS icon and title, bar colour for each scheme', () => {
    expect(renderToStaticMarkup(<HeadTags tags={installTags()} />)).toBe(
      [
        '<link rel="manifest" href="/manifest.webmanifest"/>',
        '<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>',
        '<meta name="theme-color" media="(prefers-color-scheme: light)" content="#ffffff"/>',
        '<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#181d1a"/>',
        '<meta name="mobile-web-app-capable" content="yes"/>',
        '<meta name="apple-mobile-web-app-capable" content="yes"/>',
        '<meta name="apple-mobile-web-app-title" content="Prairie Lab"/>',
        '<meta name="apple-mobile-web-app-status-bar-style" content="default"/>',
      ].join(''),
    );
  });

  it('gives each scheme the colour of the header as that scheme paints it', () => {
    // createTheme is typed as the plain Theme; with cssVariables it also carries its schemes.
    const { colorSchemes } = theme as unknown as CssVarsTheme;
    const colorFor = (scheme: string) =>
      installTags().find(
        (tag) => tag.tag === 'meta' && 'media' in tag && tag.media?.includes(scheme),
      );
    expect(colorFor('light')).toMatchObject({
      content: colorSchemes.light?.palette.background.paper,
    });
    expect(colorFor('dark')).toMatchObject({
      content: colorSchemes.dark?.palette.background.paper,
    });
  });

  it('client navigation leaves the install tags of the pre-rendered page in place', () => {
    const install = renderToStaticMarkup(<HeadTags tags={installTags()} />);
    document.head.innerHTML = `${markup('/')}${install}`;
    applyHeadTags(headTags(metaFor('/about')), headTags(metaFor('/')));
    expect(managedTags(document.head)).toEqual(parsedTags(`${markup('/about')}${install}`));
  });
});
