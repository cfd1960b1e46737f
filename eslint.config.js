import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Zone paths are read from here, whichever folder ESLint is started in. */
const ROOT = import.meta.dirname;

/** The folders that are packages of their own (`@lab/<name>`) or stand beside them. */
const WORKSPACES = ['shared', 'functions', 'web', 'infra'];
const OTHERS = ['e2e', 'bench', 'tools'];

/**
 * Who may import whom. Each zone forbids files under `target` to import anything that
 * resolves under `from`, whichever way the import is spelt (relative path or package
 * name). `tools/lint-rules.test.ts` proves each zone fails on a violation.
 */
export const BOUNDARY_ZONES = [
  {
    target: 'shared',
    from: [...WORKSPACES, ...OTHERS].filter((name) => name !== 'shared'),
    message: 'shared is imported by the others and imports only zod.',
  },
  { target: 'web', from: ['functions', 'infra'], message: 'web never imports functions.' },
  { target: 'functions', from: ['web', 'infra'], message: 'functions never import web.' },
  {
    target: 'infra',
    from: ['functions', 'web'],
    message: 'infra points at handler files by path (the route table), never imports them.',
  },
];

const WEB_SRC = 'web/src';

/**
 * The floors inside web/src, top to bottom (bulletproof-react's one-way imports): a folder
 * imports from the floors below it, never from one above, and from beside it only on the
 * bottom floor, whose folders are leaves of one kind or another.
 *
 * The two script folders:
 * - `page-script/` is on the top floor, beside `app/` and not below it: the entry starts it
 *   on every page, with no React, and nothing else runs it.
 * - `islands/` sits between `pages/` and `features/`: a page places islands, and the
 *   registry loads features as islands (as a page composes them).
 * Each keeps its contract, `attributes.ts` (the markup it reads, written by components on
 * any floor), beside the script it describes rather than in `lib/`: the contract is the one
 * module of its folder every floor may import, and it imports nothing from web/src, so
 * importing it pulls nothing upward.
 *
 * Above every floor are the entries, the files at the root of web/src (the page script and
 * islands in the browser, the pre-renderer, the whole-app render); no floor imports them,
 * and shipped code never imports `test/`. Tests are left out of these zones: a test renders
 * its subject inside the page or app it ships in.
 */
export const WEB_FLOORS = [
  ['app', 'page-script'],
  ['pages'],
  ['islands'],
  ['features'],
  ['components', 'lib', 'content', 'theme', 'config'],
];

/** Each script folder's contract, a file in the folder. */
export const WEB_CONTRACTS = { islands: 'attributes.ts', 'page-script': 'attributes.ts' };

/** Every feature folder: one zone each, so a new feature is held as soon as it exists. */
const FEATURES = readdirSync(`${ROOT}/${WEB_SRC}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const FLOOR_ORDER = WEB_FLOORS.map((floor) => floor.join(', ')).join(' -> ');

const floorZone = (target, from) => ({
  target: `${WEB_SRC}/${target}`,
  from: `${WEB_SRC}/${from}`,
  ...(WEB_CONTRACTS[from] && { except: [`./${WEB_CONTRACTS[from]}`] }),
  message: `${target}/ may not import ${from}/${WEB_CONTRACTS[from] ? ` except ${WEB_CONTRACTS[from]}` : ''}: web/src imports go ${FLOOR_ORDER}.`,
});

/** The zones inside web/src; `tools/lint-rules.test.ts` proves each fails on a violation. */
export const WEB_ZONES = [
  ...WEB_FLOORS.flatMap((floor, level) =>
    floor.flatMap((target) =>
      [...WEB_FLOORS.slice(0, level).flat(), ...(level === 0 ? floor : [])]
        .filter((from) => from !== target)
        .map((from) => floorZone(target, from)),
    ),
  ),
  ...FEATURES.map((feature) => ({
    target: `${WEB_SRC}/features/${feature}`,
    from: `${WEB_SRC}/features`,
    except: [`./${feature}`],
    message: `features/${feature}/ never imports another feature: a page composes them.`,
  })),
  ...Object.entries(WEB_CONTRACTS).map(([folder, file]) => ({
    target: `${WEB_SRC}/${folder}/${file}`,
    from: WEB_SRC,
    message: `${folder}/${file} is a contract: every floor imports it, so it imports nothing from web/src.`,
  })),
  {
    target: `${WEB_SRC}/*/**`,
    from: `${WEB_SRC}/*.{ts,tsx}`,
    message: 'The entries at the root of web/src import the floors, never the other way.',
  },
  { target: WEB_SRC, from: `${WEB_SRC}/test`, message: 'Shipped code never imports test helpers.' },
];

/**
 * e2e and bench are not workspaces: they reach a workspace only through its package
 * entry points (`@lab/web/...`), never by a relative path into its folder.
 */
const THROUGH_PACKAGES = {
  regex: `^(\\.\\./)+(${WORKSPACES.join('|')})/`,
  message: 'Import another workspace through its package: @lab/<name>/<module>.',
};

const restrictImports = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      '**/.ssr',
      '**/cdk.out',
      '.data',
      'coverage',
      'bench/results',
      'test-results',
      'playwright-report',
      'web/public',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'check-file': checkFile },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      // Which files import-x parses to follow imports (no-cycle reads the imported ones).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [...WORKSPACES, ...OTHERS].map((dir) => `${dir}/tsconfig.json`),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // zod's named `z` export cannot be tree-shaken: it adds ~370 KB to every Lambda bundle.
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']",
          message: "Use `import * as z from 'zod'`: it tree-shakes, the named `z` export does not.",
        },
        {
          // Vite inlines `import.meta.env.NAME`; the object as a whole carries every
          // variable of the build machine under the env prefixes into the public bundle.
          selector:
            "MemberExpression[property.name='env']:has(MetaProperty):not(MemberExpression > MemberExpression.object)",
          message:
            'Read `import.meta.env.NAME` by name: the whole object is inlined into the bundle.',
        },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '@lab/**', group: 'internal' }],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: BOUNDARY_ZONES }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { [`{${[...WORKSPACES, ...OTHERS].join(',')}}/**/`]: 'KEBAB_CASE' },
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: restrictImports(
      { group: ['node:*'], message: 'shared must stay browser-safe.' },
      { group: ['@lab/*', '!@lab/shared'], message: 'shared imports only zod.' },
    ),
  },
  {
    files: ['e2e/**/*.ts', 'bench/**/*.ts'],
    rules: restrictImports(THROUGH_PACKAGES),
  },
  {
    files: [`${WEB_SRC}/**/*.{ts,tsx}`],
    ignores: [`${WEB_SRC}/**/*.test.{ts,tsx}`, `${WEB_SRC}/test/**`],
    rules: {
      // Options replace the ones above for these files: the workspace zones come along.
      'import-x/no-restricted-paths': [
        'error',
        { basePath: ROOT, zones: [...BOUNDARY_ZONES, ...WEB_ZONES] },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Internal links go through the typed RouterLink, so a path not in the registry fails to compile.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink'],
              message: 'Use RouterLink from components/router-link: its `to` is a SiteHref.',
            },
            {
              name: '@lab/shared/schemas/api-error',
              importNames: ['apiErrorSchema'],
              message: 'API error bodies are read once, in lib/api-client.ts: catch its ApiError.',
            },
          ],
        },
      ],
    },
  },
);
