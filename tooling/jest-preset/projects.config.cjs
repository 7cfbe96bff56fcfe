// One jest run over many packages (`jest --config tooling/jest-preset/projects.config.cjs
// --projects packages/a packages/b ...`), as a plain `npm test` runs every package whose test
// script is plain `jest`. Each package keeps its own jest.config.cjs; what one run adds is that a
// worker's V8 code cache (runtime.cjs) and jest's start serve all the packages' files, not one's.
const path = require('path');

module.exports = {
  rootDir: path.resolve(__dirname, '../..'),
  reporters: ['default', path.join(__dirname, 'durations-reporter.cjs')],
};
