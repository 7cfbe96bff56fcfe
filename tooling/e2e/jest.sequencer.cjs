// The longest files first (measured on the 2-core machine), so none starts last and runs alone.
module.exports = require('@mk/jest-preset/slow-first.cjs')([
  /accessibility-domains/,
  /accessibility\.e2e/,
  /appointments/,
  /notifications/,
  /centers/,
]);
