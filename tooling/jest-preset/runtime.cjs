// jest's runtime, with V8's code cache kept between the test files a worker runs.
//
// Jest gives every test file a fresh module registry and compiles each module it loads again
// (vm.compileFunction, which does not reach V8's own compilation cache). A component test loads
// React, antd and our packages, about 2,000 modules, in every file. Here a module is compiled as a
// vm.Script of the same wrapper function; once a worker's first file that loaded it has run, V8's
// cached data of the script (with the functions the run compiled) is kept, and the next files hand
// it back, so V8 deserializes instead of parsing and compiling. Same source, same code: the cache
// is keyed by the file name and checked against the source text, and V8 rejects data that does not
// match (the module then compiles as before).
const vm = require('vm');
// The jest-runtime jest itself runs, not one resolved from this package.
const jestRunner = require.resolve('jest-runner', { paths: [require.resolve('jest')] });
const Runtime = require(require.resolve('jest-runtime', { paths: [jestRunner] })).default;

/** filename -> { source, data }: V8's cached data of the module's compiled wrapper. */
const codeCache = new Map();
/** Scripts compiled without cached data during the current test file: cached once it has run. */
let fresh = [];
let patched = false;
const DYNAMIC_IMPORT = /\bimport\s*\(/;

function cachingCompile(original) {
  return function compile(scriptSource, filename) {
    const vmContext = this.environment.getVmContext();
    // A script made from cached data loses its dynamic import() callback (Node 20), so a module
    // with a native import() (PGlite's, for one) compiles as jest does.
    if (vmContext == null || this.resolution.isCoreModule(filename) || DYNAMIC_IMPORT.test(scriptSource)) {
      return original.call(this, scriptSource, filename);
    }
    const cached = codeCache.get(filename);
    const cachedData = cached && cached.source === scriptSource ? cached.data : undefined;
    let script;
    try {
      // One line: the module's own line numbers stay as they are (its source map is read by them).
      script = new vm.Script(`(function (${this.injectedModuleParameters.join(', ')}) {${scriptSource}\n})`, {
        filename,
        cachedData,
        importModuleDynamically: (specifier, _script, importAttributes, phase) =>
          this.dynamicImport(specifier, filename, vmContext, importAttributes, phase),
      });
    } catch {
      // jest's own compile turns a syntax error into its readable message (and handles ESM).
      return original.call(this, scriptSource, filename);
    }
    if (!cachedData || script.cachedDataRejected) fresh.push({ filename, source: scriptSource, script });
    return script.runInContext(vmContext);
  };
}

class CodeCachingRuntime extends Runtime {
  constructor(...args) {
    super(...args);
    const executor = this.executor;
    if (!patched && executor && typeof executor.compile === 'function') {
      const prototype = Object.getPrototypeOf(executor);
      prototype.compile = cachingCompile(prototype.compile);
      patched = true;
    }
  }

  teardown() {
    for (const { filename, source, script } of fresh) {
      try {
        codeCache.set(filename, { source, data: script.createCachedData() });
      } catch {
        // Not cacheable: the module compiles again next time.
      }
    }
    fresh = [];
    return super.teardown();
  }
}

module.exports = CodeCachingRuntime;
