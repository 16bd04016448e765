import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // No test reaches the internet: a CLI or origin a test starts discovers, or asks Gravatar, only where the test
    // turns it on.
    env: { DISCOVERY: 'off', GRAVATAR: 'off' },
    globalSetup: ['test/build-dist.ts'],
  },
});
