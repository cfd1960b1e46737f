import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'infra',
    include: ['test/**/*.test.ts'],
    // Synthesizing the app takes a few seconds; one test bundles all nine functions.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
