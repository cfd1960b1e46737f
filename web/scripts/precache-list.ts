/**
 * What the service worker precaches, found by reading the build: the pages' files, what
 * they load (scripts and their static imports, stylesheets and their urls, pictures,
 * fonts, icons) and the URL each is asked for.
 */
import { readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';

/** A page's file in the build, relative to its root (`/a/b` → `a/b/index.html`). */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/** The site files a page or stylesheet names: scripts, styles, pictures, fonts, icons. */
export function referencedFiles(text: string): string[] {
  const found = new Set<string>();
  const local = (url: string) => {
    const path = url.trim().split(/[?#]/)[0] ?? '';
    if (path.startsWith('/') && !path.startsWith('//') && posix.extname(path)) {
      found.add(path.slice(1));
    }
  };
  for (const [, url] of text.matchAll(/\s(?:src|href)="([^"]+)"/g)) local(url ?? '');
  for (const [, list] of text.matchAll(/\ssrcset="([^"]+)"/g)) {
    for (const candidate of (list ?? '').split(',')) local(candidate.trim().split(/\s+/)[0] ?? '');
  }
  for (const [, url] of text.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)) local(url ?? '');
  return [...found];
}

/** The modules a built script imports statically (what it needs to run at all). */
export function staticImports(file: string, code: string): string[] {
  const imports = [
    ...code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+from\s*)?["'](\.{1,2}\/[^"']+)["']/g),
  ];
  return imports.map(([, specifier]) => posix.join(posix.dirname(file), specifier ?? ''));
}

/** Every file the pages load, following scripts' static imports and stylesheets' urls. */
export async function filesLoadedBy(dist: string, pages: string[]): Promise<string[]> {
  const seen = new Set<string>();
  const queue = [...pages];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.(html|css|js)$/.test(file)) continue;
    const text = await readFile(join(dist, file), 'utf8');
    queue.push(...referencedFiles(text));
    if (file.endsWith('.js')) queue.push(...staticImports(file, text));
  }
  return [...seen].sort();
}

/** The URL a precached file is asked for: a page by its clean path, as visitors open it. */
export function precacheUrl(file: string): string {
  if (file === 'index.html') return '/';
  return file.endsWith('/index.html') ? `/${file.slice(0, -'/index.html'.length)}` : `/${file}`;
}
