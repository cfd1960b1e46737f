import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    // The project supports Node 20.19+; the SDK's notice about its future Node 22 floor is noise here.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    name: 'functions:unit',
    include: ['src/**/*.test.ts'],
    // Handler modules read their configuration when they load; unit tests never reach AWS.
    setupFiles: ['./test/unit-env.ts'],
  },
});
