import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports flow one way: shared ← functions, web, infra. web and functions never meet. */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      '**/cdk.out',
      '.data',
      'coverage',
      'bench/results',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // zod's named `z` export cannot be tree-shaken: it adds ~370 KB to every Lambda bundle.
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']",
          message: "Use `import * as z from 'zod'`: it tree-shakes, the named `z` export does not.",
        },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: restrict([
      {
        group: ['@lab/functions*', '@lab/web*', '@lab/infra*', '../../functions/*', '../../web/*'],
        message: 'shared imports only zod.',
      },
      { group: ['node:*'], message: 'shared must stay browser-safe.' },
    ]),
  },
  {
    files: ['functions/**/*.ts'],
    rules: restrict([
      { group: ['@lab/web*', '**/web/src/*'], message: 'functions never import web.' },
    ]),
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([
        {
          group: ['@lab/functions*', '**/functions/src/*'],
          message: 'web never imports functions.',
        },
      ]),
    },
  },
);
