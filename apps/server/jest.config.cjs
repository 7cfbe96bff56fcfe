const preset = require('@mk/jest-preset')({ environment: 'node' });

// @fastify/static requires content-disposition 3 and light-my-request cookie 2, which ship ESM only: let SWC compile them too.
module.exports = {
  ...preset,
  testSequencer: require.resolve('./jest.sequencer.cjs'),
  globalSetup: require.resolve('./jest.global.cjs'),
  globalTeardown: require.resolve('./jest.teardown.cjs'),
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm|react-intl|@formatjs|intl-messageformat|content-disposition|cookie)/)'],
};
