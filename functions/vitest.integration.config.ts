import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'functions:integration',
    include: ['test/integration/**/*.test.ts'],
    // DynamoDB Local, cognito-local and aws-ses-v2-local start once for the whole run.
    globalSetup: ['./test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
