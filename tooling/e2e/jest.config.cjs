// End-to-end suite: the built server and dashboard in real Chromium, two files at a time (each its
// own server and browser): 235 s serial against about 150 s on the 2-core machine. Browsers ask for
// reduced motion (support/browser.ts): with antd's zoom-in, a dialog's OK clicked under load was
// twice lost, which two workers made likely.
const base = require('@mk/jest-preset')({ environment: 'node' });
module.exports = {
  ...base,
  testTimeout: 90000,
  testSequencer: require.resolve('./jest.sequencer.cjs'),
  globalSetup: '<rootDir>/src/support/global-setup.ts',
  globalTeardown: '<rootDir>/src/support/global-teardown.ts',
};
