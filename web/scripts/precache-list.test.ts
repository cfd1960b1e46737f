import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  filesLoadedBy,
  pageFile,
  precacheUrl,
  referencedFiles,
  staticImports,
} from './precache-list';

describe('the precache list', () => {
  const dist = join(tmpdir(), `lab-precache-${process.pid}`);
  afterAll(() => rm(dist, { recursive: true, force: true }));

  it('names a page by its file and asks for it by its clean path', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/sampling/corn-instructions')).toBe('sampling/corn-instructions/index.html');
    expect(precacheUrl('sampling/corn-instructions/index.html')).toBe(
      '/sampling/corn-instructions',
    );
    expect(precacheUrl('index.html')).toBe('/');
    expect(precacheUrl('assets/index-abc.js')).toBe('/assets/index-abc.js');
  });

  it("takes the site's own files a page names, not links to pages or other sites", () => {
    const html = `<link rel="icon" href="/favicon.svg"><script type="module" src="/assets/index-a.js"></script>
      <a href="/contact">Contact</a><img src="https://example.com/x.png" srcset="/images/a.webp 1x, /images/b.webp 2x">
      <meta property="og:image" content="/images/og-card.jpg"><style>.x{background:url('/images/c.svg')}</style>`;
    expect(referencedFiles(html).sort()).toEqual([
      'assets/index-a.js',
      'favicon.svg',
      'images/a.webp',
      'images/b.webp',
      'images/c.svg',
    ]);
  });

  it("follows a script's static imports, not its dynamic ones", () => {
    const code = 'import{a}from"./chunk-a.js";import"./chunk-b.js";import(`./island-c.js`);';
    expect(staticImports('assets/index.js', code)).toEqual([
      'assets/chunk-a.js',
      'assets/chunk-b.js',
    ]);
  });

  it('collects everything a page needs to render from the build', async () => {
    const files: Record<string, string> = {
      'guide/index.html':
        '<script src="/assets/index-a.js"></script><link rel="stylesheet" href="/assets/s.css">',
      'assets/index-a.js': 'import"./chunk-b.js";import("./admin-c.js")',
      'assets/chunk-b.js': '',
      'assets/s.css': '@font-face{src:url(/assets/f.woff2)}',
      'assets/f.woff2': '',
      'assets/admin-c.js': '',
    };
    for (const [file, text] of Object.entries(files)) {
      await mkdir(dirname(join(dist, file)), { recursive: true });
      await writeFile(join(dist, file), text);
    }
    expect(await filesLoadedBy(dist, ['guide/index.html'])).toEqual([
      'assets/chunk-b.js',
      'assets/f.woff2',
      'assets/index-a.js',
      'assets/s.css',
      'guide/index.html',
    ]);
  });
});
