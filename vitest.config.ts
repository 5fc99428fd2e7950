import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    globalSetup: ['tests/temp-folder.ts'],
    // Several tests validate the whole site (about fifty files), which takes seconds on a busy 2-core machine.
    testTimeout: 30_000,
  },
});
