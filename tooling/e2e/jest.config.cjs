// End-to-end suite: the built server and dashboard in real Chromium. One file at a time (--runInBand): with two, a clean-clone run once timed out waiting for the clinic profile's removal to return to the list; kept serial until that is understood.
const base = require('@mk/jest-preset')({ environment: 'node' });
module.exports = { ...base, testTimeout: 90000 };
