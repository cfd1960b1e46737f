import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    // The project supports Node 20.19+; the SDK's notice about its future Node 22 floor is noise here.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    name: 'functions:integration',
    include: ['test/integration/**/*.test.ts'],
    // DynamoDB Local, cognito-local and aws-ses-v2-local start once for the whole run.
    globalSetup: ['./test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
