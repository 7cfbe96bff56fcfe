const preset = require('@mk/jest-preset')({ environment: 'jsdom' });

// G2 (under @ant-design/plots) draws on a canvas, which jsdom does not have: the component tests
// render src/test/plots-stub.tsx instead, which shows each chart's data and direction as text. The
// real charts run in Chromium, in the end-to-end suite.
module.exports = {
  ...preset,
  moduleNameMapper: { '^@ant-design/plots$': '<rootDir>/src/test/plots-stub.tsx', ...preset.moduleNameMapper },
};
