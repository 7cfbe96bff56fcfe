// End-to-end suite: the built server and dashboard in real Chromium, two files at a time (each its
// own server and browser): 235 s serial against about 150 s on the 2-core machine. Browsers ask for
// reduced motion (support/browser.ts): with antd's zoom-in, a dialog's OK clicked under load was
// twice lost, which two workers made likely.
const base = require('@mk/jest-preset')({ environment: 'node' });
// A domain package keeps its own suites beside its sources (packages/<domain>/e2e, ARCHITECTURE.md
// "Adding a domain"); they run here, with the same server, browser and support (`@mk/e2e/support`).
module.exports = {
  ...base,
  roots: ['<rootDir>/src', '<rootDir>/../../packages'],
  testMatch: ['<rootDir>/src/**/*.e2e.test.ts', '<rootDir>/../../packages/*/e2e/**/*.e2e.test.ts'],
  moduleNameMapper: { '^@mk/e2e/support$': '<rootDir>/src/support/index.ts', ...base.moduleNameMapper },
  testTimeout: 90000,
  testSequencer: require.resolve('./jest.sequencer.cjs'),
  globalSetup: '<rootDir>/src/support/global-setup.ts',
  globalTeardown: '<rootDir>/src/support/global-teardown.ts',
};
