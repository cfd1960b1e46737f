import { defineConfig } from 'vitest/config';

/** One runner for every workspace: each folder's own config is a project. */
export default defineConfig({
  test: {
    reporters: ['default', './tools/summary-reporter.ts'],
    projects: [
      'tools/vitest.config.ts',
      'shared/vitest.config.ts',
      'functions/vitest.unit.config.ts',
      'functions/vitest.integration.config.ts',
      'infra/vitest.config.ts',
      'web/vitest.config.ts',
    ],
  },
});
