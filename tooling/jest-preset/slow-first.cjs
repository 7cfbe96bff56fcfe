// A jest test sequencer that starts the files known to run longest first. Jest orders files by
// the durations of an earlier run, and by file size without one: on a fresh clone (CI) a short file
// that runs for minutes (the API fuzzing, the accessibility sweep) started last and ran alone at the
// end while the other workers sat idle. Usage, in a package's jest config:
//   testSequencer: require.resolve('./jest.sequencer.cjs'), with that file
//   module.exports = require('@mk/jest-preset/slow-first.cjs')([/fuzz\//, /accessibility/]);
const Sequencer = require('@jest/test-sequencer').default;

module.exports = function slowFirst(patterns) {
  const rank = (test) => {
    const index = patterns.findIndex((pattern) => pattern.test(test.path));
    return index < 0 ? patterns.length : index;
  };
  return class SlowFirstSequencer extends Sequencer {
    async sort(tests) {
      // The default order (earlier durations, then size) within each rank; Array#sort is stable.
      return [...(await super.sort(tests))].sort((a, b) => rank(a) - rank(b));
    }
  };
};
