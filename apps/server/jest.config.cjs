const preset = require('@mk/jest-preset')({ environment: 'node' });

// @fastify/static requires content-disposition 3 and light-my-request cookie 2, and otplib's default
// plugins @scure/base and @noble/hashes, which ship ESM only: let SWC compile them too.
module.exports = {
  ...preset,
  testSequencer: require.resolve('./jest.sequencer.cjs'),
  globalSetup: require.resolve('./jest.global.cjs'),
  globalTeardown: require.resolve('./jest.teardown.cjs'),
  // Setup hooks get a deadline sized for a busy machine and say which step they were in (issue 32).
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/test/setup-deadline.ts'],
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm|react-intl|@formatjs|intl-messageformat|content-disposition|cookie|@scure|@noble)/)'],
};
