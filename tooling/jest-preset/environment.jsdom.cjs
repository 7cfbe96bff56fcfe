// jest-environment-jsdom with two of jsdom's slow paths made fast for antd pages.
//
// 1. A bigger selector cache in jsdom's selector engine (nwsapi).
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

// 2. A label's control found through the document's id index.
//
// jsdom finds a `<label for=...>`'s control by walking the whole tree, and an input's `labels` by
// asking every label of the tree for its control: on a form page each accessible-name lookup of
// testing-library (getByRole with a name, getByLabelText) cost labels x elements steps, the largest
// single item of a profiled antd form test (about a tenth, with the tree walking under it). The
// document keeps an index of ids, which getElementById reads; for an id used once (as ids are meant
// to be) the answer is the same; with an id used twice the index may name the one inserted first
// rather than the first in the tree. A label outside a document (in a fragment) keeps jsdom's walk.
function findLabelControlsThroughIds() {
  const jsdomDir = path.dirname(require.resolve('jsdom/package.json', { paths: [require.resolve('jest-environment-jsdom')] }));
  const living = path.join(jsdomDir, 'lib/jsdom/living');
  // jsdom's whole module graph first: its implementation files require one another in a circle.
  require(jsdomDir);
  const label = require(path.join(living, 'nodes/HTMLLabelElement-impl.js')).implementation.prototype;
  const { isLabelable } = require(path.join(living, 'helpers/form-controls.js'));
  const walk = Object.getOwnPropertyDescriptor(label, 'control');
  if (!walk?.get) {
    process.emitWarning(`jsdom's label has no control getter to replace: form tests run slower (see ${__filename})`);
    return;
  }
  const DOCUMENT_NODE = 9;
  Object.defineProperty(label, 'control', {
    ...walk,
    get() {
      const forValue = this.getAttributeNS(null, 'for');
      if (!forValue) return walk.get.call(this);
      const root = this.getRootNode({});
      if (root.nodeType !== DOCUMENT_NODE) return walk.get.call(this);
      const target = root.getElementById(forValue);
      return target && isLabelable(target) ? target : null;
    },
  });
}

loadNwsapiWithLargerCache();
findLabelControlsThroughIds();
module.exports = require('jest-environment-jsdom');
