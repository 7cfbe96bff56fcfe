// A jest reporter that writes each test file's run time where `npm test` reads it for its closing
// table of where the time went (tooling/scripts/test-times.mjs). One file per jest run, named by the
// package and the process, so packages running side by side never write the same file.
const fs = require('fs');
const path = require('path');

const repoRoot = path.resolve(__dirname, '../..');
const TIMES_DIR = path.join(repoRoot, 'node_modules/.cache/mk-test-times');

class DurationsReporter {
  onRunComplete(_contexts, results) {
    const packageName = readPackageName(process.cwd());
    const files = results.testResults.map((result) => ({
      path: path.relative(repoRoot, result.testFilePath),
      seconds: Math.max(0, (result.perfStats.end - result.perfStats.start) / 1000),
      failed: result.numFailingTests > 0 || Boolean(result.testExecError),
    }));
    try {
      fs.mkdirSync(TIMES_DIR, { recursive: true });
      const name = `${packageName.replace(/[^a-z0-9-]+/gi, '_')}-${process.pid}.json`;
      fs.writeFileSync(path.join(TIMES_DIR, name), JSON.stringify({ package: packageName, startTime: results.startTime, endTime: Date.now(), files }));
    } catch {
      // The table is a convenience: never fail a test run over it.
    }
  }
}

function readPackageName(dir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).name ?? path.basename(dir);
  } catch {
    return path.basename(dir);
  }
}

module.exports = DurationsReporter;
module.exports.TIMES_DIR = TIMES_DIR;
