import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'functions:unit',
    include: ['src/**/*.test.ts'],
    // Handler modules read their configuration when they load; unit tests never reach AWS.
    setupFiles: ['./test/unit-env.ts'],
  },
});
