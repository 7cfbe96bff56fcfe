// jest-environment-jsdom with a bigger selector cache in jsdom's selector engine (nwsapi).
//
// jsdom's getComputedStyle matches every style rule of the document against the element. antd
// injects well over 1,000 rules, but nwsapi keeps only the last 1,000 compiled selectors (an LRU),
// so each lookup walks the rules in the same order and recompiles every selector: on an antd page
// a single getByRole({ name }) spent most of its time compiling selectors. Loading nwsapi with a
// larger limit, before jsdom requires it, lets each selector compile once per test file.
const fs = require('fs');
const Module = require('module');
const path = require('path');

const SELECTOR_CACHE_LIMIT = 50000;

function loadNwsapiWithLargerCache() {
  const jsdom = require.resolve('jsdom', { paths: [require.resolve('jest-environment-jsdom')] });
  const file = require.resolve('nwsapi', { paths: [jsdom] });
  if (require.cache[file]) return;
  const source = fs.readFileSync(file, 'utf8');
  const patched = source.replace(/\bCACHE_LIMIT = \d+,/, `CACHE_LIMIT = ${SELECTOR_CACHE_LIMIT},`);
  // A newer nwsapi may change its source; then it loads unchanged (slower, still correct) and says so.
  if (patched === source) {
    process.emitWarning(`${file} has no CACHE_LIMIT to raise: jsdom tests of antd pages run slower (see ${__filename})`);
    return;
  }
  const nwsapi = new Module(file, module);
  nwsapi.filename = file;
  nwsapi.paths = Module._nodeModulePaths(path.dirname(file));
  nwsapi._compile(patched, file);
  nwsapi.loaded = true;
  require.cache[file] = nwsapi;
}

loadNwsapiWithLargerCache();
module.exports = require('jest-environment-jsdom');
