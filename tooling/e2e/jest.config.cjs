// End-to-end suite: the built server and dashboard in real Chromium. Two files at a time: each starts its own server on a free port with its own data directory.
const base = require('@mk/jest-preset')({ environment: 'node' });
module.exports = { ...base, testTimeout: 90000 };
