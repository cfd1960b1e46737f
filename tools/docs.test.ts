import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The documentation stays navigable: the README is a short front door, every relative link
 * in it and under docs/ reaches a file (and a heading, when it names one), and no file in
 * the repository points outside it. Each check is also proved to fail on a violation, so a
 * pattern that silently stops matching fails here.
 */
const ROOT = join(import.meta.dirname, '..');

export const README_MAX_LINES = 150;

/** The pages every newcomer is sent to from the README. */
export const REQUIRED_PAGES = [
  'docs/product.md',
  'docs/architecture.md',
  'docs/glossary.md',
  'docs/api.md',
  'docs/data-model.md',
  'docs/mail.md',
  'docs/web.md',
  'docs/admin-security.md',
  'docs/local-stack.md',
  'docs/testing.md',
  'docs/benchmarks.md',
  'docs/operations/README.md',
  'docs/decisions/README.md',
] as const;

/** Files whose text is not worth reading for paths: lockfiles and binaries by name. */
const SKIPPED = /(^|\/)(node_modules\/|package-lock\.json$|yarn\.lock$|pnpm-lock\.yaml$)/;
const BINARY = /\.(png|jpe?g|gif|webp|avif|ico|pdf|woff2?|ttf|otf|zip|gz|br)$/i;

/** Repository-relative, `/`-separated; `..` first when it climbs out of the repository. */
const inRepo = (fromFile: string, path: string) =>
  posix.normalize(posix.join(posix.dirname(fromFile), path));
const climbsOut = (path: string) => path === '..' || path.startsWith('../');

/** Every file git holds or would hold (tracked, or new and not ignored), that still exists. */
function repositoryFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file !== '' && existsSync(join(ROOT, file)));
}

/** The text of a file worth scanning, or null for a lockfile or a binary. */
function textOf(file: string): string | null {
  if (SKIPPED.test(file) || BINARY.test(file)) return null;
  const bytes = readFileSync(join(ROOT, file));
  if (bytes.subarray(0, 8000).includes(0)) return null;
  return bytes.toString('utf8');
}

/** Markdown without its fenced code blocks and code spans, where nothing is a link. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** The targets of a Markdown text's inline links, images and link definitions. */
export function markdownLinks(markdown: string): string[] {
  const text = withoutCode(markdown);
  const inline = [...text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+[^)]*)?\)/g)];
  const defined = [...text.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)];
  return [...inline, ...defined].map((match) => match[1] ?? '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, (tag) => tag.replace(/[<>]/g, ''))
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a Markdown page's headings give, repeated ones numbered as GitHub does. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const text = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const [, heading = ''] of text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const anchor = headingAnchor(heading);
    const count = seen.get(anchor) ?? 0;
    seen.set(anchor, count + 1);
    anchors.add(count === 0 ? anchor : `${anchor}-${count}`);
  }
  return anchors;
}

/** A file's text by repository path, or null when there is no such file. */
export type ReadFile = (path: string) => string | null;

/**
 * The relative links of `file` (a Markdown page) that reach no file, climb out of the
 * repository, or name a heading the Markdown page they reach does not have.
 */
export function brokenLinks(
  file: string,
  markdown: string,
  read: ReadFile,
  isDir: (path: string) => boolean,
): string[] {
  const broken: string[] = [];
  for (const link of markdownLinks(markdown)) {
    if (/^[a-z][a-z\d+.-]*:/i.test(link) || link.startsWith('//')) continue;
    const [rawPath = '', anchor] = link.split('#');
    const path = decodeURIComponent(rawPath);
    const target = path === '' ? file : inRepo(file, path).replace(/(.)\/$/, '$1');
    if (climbsOut(target)) {
      broken.push(`${link} (outside the repository)`);
      continue;
    }
    if (isDir(target)) continue;
    const text = read(target);
    if (text === null) {
      broken.push(`${link} (no such file)`);
      continue;
    }
    if (anchor && target.endsWith('.md') && !headingAnchors(text).has(anchor)) {
      broken.push(`${link} (no such heading)`);
    }
  }
  return broken;
}

/** A path that climbs to a parent folder, with what follows it up to a delimiter. */
const PARENT_PATH = /(?<![\w.~/-])(?:\.\.\/)+[^\s'"`)\]}>,;|*]*/g;
/** An absolute path into someone's machine rather than into the repository. */
const MACHINE_PATH =
  /(?<![\w.:/-])(?:\/(?:work|home|Users|mnt)\/[\w.@-]+|[A-Za-z]:\\(?:Users|work)\\)/g;
/** A Markdown document named by file name, with the folders written before it. */
const MARKDOWN_NAME = /(?<![\w./-])((?:[\w.-]+\/)*[\w-]+\.md)(?![\w-])/g;

/**
 * Where `text` (of repository file `file`) points outside the repository: a parent-folder
 * path that climbs out of it from the file's own folder, an absolute path into a
 * machine's home or work folders, or a Markdown document that no folder of the repository
 * holds (a code identifier's `.md` property, such as a breakpoint, is no document).
 */
export function outsidePaths(
  file: string,
  text: string,
  exists: (path: string) => boolean,
  markdownNames: ReadonlySet<string>,
): string[] {
  const found: string[] = [];
  for (const [match] of text.matchAll(PARENT_PATH)) {
    // A template's placeholder ends the path; a full stop after it ends the sentence.
    const path = match.replace(/\$\{.*$/, '').replace(/(?<=[^./])\.$/, '');
    if (climbsOut(inRepo(file, path))) found.push(path);
  }
  for (const [match] of text.matchAll(MACHINE_PATH)) found.push(match);
  for (const [, name = ''] of text.matchAll(MARKDOWN_NAME)) {
    const base = posix.basename(name, '.md');
    if (/^[A-Z\d_]+$/.test(base) && base.includes('_')) continue;
    const here = inRepo(file, name);
    const inside =
      markdownNames.has(posix.basename(name)) ||
      (!climbsOut(here) && exists(here)) ||
      (!climbsOut(posix.normalize(name)) && exists(posix.normalize(name)));
    if (!inside) found.push(name);
  }
  return [...new Set(found)];
}

const readRepo: ReadFile = (path) => {
  const full = join(ROOT, path);
  try {
    return readFileSync(full, 'utf8');
  } catch {
    return null;
  }
};
const isRepoDir = (path: string) => {
  try {
    return readdirSync(join(ROOT, path)) !== undefined;
  } catch {
    return false;
  }
};

function markdownPages(): string[] {
  const pages: string[] = ['README.md'];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) pages.push(path);
    }
  };
  if (existsSync(join(ROOT, 'docs'))) walk('docs');
  return pages;
}

describe('documentation', () => {
  it(`keeps README.md to at most ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync(join(ROOT, 'README.md'), 'utf8').replace(/\n$/, '').split('\n');
    expect(lines.length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('has every page the README sends a newcomer to', () => {
    expect(REQUIRED_PAGES.filter((page) => !existsSync(join(ROOT, page)))).toEqual([]);
  });

  it('links, from README.md and docs/, only to files and headings that exist', () => {
    const broken = markdownPages().flatMap((page) =>
      brokenLinks(page, readRepo(page) ?? '', readRepo, isRepoDir).map(
        (link) => `${page}: ${link}`,
      ),
    );
    expect(broken).toEqual([]);
  });

  it('has no file that points outside the repository', () => {
    const files = repositoryFiles();
    const markdownNames = new Set(
      files.filter((file) => file.endsWith('.md')).map((file) => posix.basename(file)),
    );
    const exists = (path: string) => existsSync(join(ROOT, path));
    const found = files.flatMap((file) => {
      const text = textOf(file);
      if (text === null) return [];
      return outsidePaths(file, text, exists, markdownNames).map((path) => `${file}: ${path}`);
    });
    expect(found).toEqual([]);
  });
});

describe('the documentation checks fail on a violation', () => {
  const files: Record<string, string> = {
    'README.md': '# Title\n\n## What `npm start` runs\n',
    'docs/api.md': '# The API\n\n## Errors\n\n## Errors\n',
  };
  const read: ReadFile = (path) => files[path] ?? null;
  const isDir = (path: string) => path === 'docs' || path === 'bench/results';
  // Built from parts, so that this file names no outside or missing path itself.
  const path = (...parts: string[]) => parts.join('/');
  const outside = path('..', 'shared', 'spec', ['site-spec', 'md'].join('.'));
  const conventions = ['conventions', 'md'].join('.');
  const missing = path('docs', ['gone', 'md'].join('.'));
  const machine = '/' + path('work', 'shared');

  it('finds a link to a missing file, one out of the repository, and a missing heading', () => {
    const page = [
      '[ok](docs/api.md#errors) [ok](docs/api.md#errors-1) [ok](#what-npm-start-runs)',
      '[ok](https://example.com/x) [ok](bench/results/) [ok](docs/)',
      `[gone](${missing}) [out](${outside}) [heading](docs/api.md#nothing)`,
      `\`[code](${missing})\``,
    ].join('\n');
    expect(brokenLinks('README.md', page, read, isDir)).toEqual([
      `${missing} (no such file)`,
      `${outside} (outside the repository)`,
      'docs/api.md#nothing (no such heading)',
    ]);
  });

  it('reads links relative to the page that holds them', () => {
    const page = `[api](../api.md) [readme](${path('..', '..', 'README.md')})`;
    expect(brokenLinks('docs/operations/deploy.md', page, read, isDir)).toEqual([]);
    expect(brokenLinks('docs/operations/deploy.md', '[api](api.md)', read, isDir)).toEqual([
      'api.md (no such file)',
    ]);
  });

  it('finds paths out of the repository and Markdown documents it does not hold', () => {
    const exists = (name: string) => name in files || name === 'tools/node-24.sh';
    const names = new Set(['README.md', 'web.md']);
    const text = [
      `The product spec is ${outside}.`,
      `See ${conventions} and ${machine}/notes.txt.`,
      `import { x } from '${path('..', '..', 'lib', 'x')}'; // inside, from a deep file`,
      "const data = new URL('" + path('..', '..', '..', '.data') + "', import.meta.url);",
      'theme.breakpoints.up(HEADER_OFFSET.md); writes web.md; see README.md',
    ].join('\n');
    expect(outsidePaths('functions/src/local/x.ts', text, exists, names)).toEqual([
      machine,
      outside,
      conventions,
    ]);
    expect(outsidePaths('README.md', text, exists, names)).toEqual([
      outside,
      path('..', '..', 'lib', 'x'),
      path('..', '..', '..', '.data'),
      machine,
      conventions,
    ]);
    const ci = '# shellcheck source=' + path('..', 'tools', 'node-24.sh');
    expect(outsidePaths('.ci/run', ci, exists, names)).toEqual([]);
  });
});
