const preset = require('@mk/jest-preset')({ environment: 'node' });

// @fastify/static requires content-disposition 3 and light-my-request cookie 2; tokens use jose 6; otplib's
// default plugins are @scure/base and @noble/hashes: all ship ESM only, so SWC compiles them too.
module.exports = {
  ...preset,
  testSequencer: require.resolve('./jest.sequencer.cjs'),
  globalSetup: require.resolve('./jest.global.cjs'),
  globalTeardown: require.resolve('./jest.teardown.cjs'),
  // Setup hooks get a deadline sized for a busy machine and say which step they were in (issue 32).
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/test/setup-deadline.ts', '<rootDir>/src/test/reply-check.setup.ts', '<rootDir>/src/test/audit-check.setup.ts'],
  // A test that starts the app again (a restart, a second process) does setup work in its body: with a
  // second `npm test` beside this one such a test took over 30 s (persistence.int.test.ts, 2-core AMD).
  testTimeout: 120_000,
  // Each file's modules stay reachable in a worker after it ends (about 58 MB a file): one process running
  // the whole suite in band died at 3.8 GB of heap after 65 files (2-core AMD, 2026-11-29). A worker past
  // this after a file is replaced by a fresh one.
  workerIdleMemoryLimit: '1536MB',
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm|react-intl|@formatjs|intl-messageformat|content-disposition|cookie|jose|@scure|@noble)/)'],
};
