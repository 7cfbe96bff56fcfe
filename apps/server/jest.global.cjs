// Once per jest run, before the workers start (they inherit the environment): the run's id, which
// names the seeded template its test files copy (src/test/test-storage.ts).
const presetSetup = require('@mk/jest-preset/setup.global.cjs');

module.exports = async (...args) => {
  await presetSetup(...args);
  process.env.MK_TEST_RUN_ID = `${Date.now().toString(36)}${process.pid.toString(36)}`;
};
