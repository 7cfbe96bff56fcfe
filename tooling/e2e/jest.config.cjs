// End-to-end suite: the built server and dashboard in real Chromium. One file at a time (--runInBand).
const base = require('@mk/jest-preset')({ environment: 'node' });
module.exports = { ...base, testTimeout: 90000 };
