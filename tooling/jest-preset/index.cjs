// Shared jest configuration. Every package's jest.config.cjs is
//   module.exports = require('@mk/jest-preset')({ environment: 'node' | 'jsdom' });
// Workspace packages are mapped to their sources so tests never depend on a prior build.
const path = require('path');

const repoRoot = path.resolve(__dirname, '../..');
const notMapped = ['jest-preset', 'tsconfig', 'eslint-config', 'e2e', 'server', 'dashboard'];

// Sources are compiled by SWC, file by file and without type information: the `typecheck` task
// (tsc) checks the types, so a second check here would only cost time. The options mirror
// tooling/tsconfig (ES2022, the automatic JSX runtime). @swc/jest emits CommonJS, as jest runs it,
// unless jest itself loads the file as an ES module (e.g. under --experimental-vm-modules).
const swc = require.resolve('@swc/jest');
const swcOptions = (parser) => ({
  jsc: {
    parser,
    target: 'es2022',
    transform: { react: { runtime: 'automatic' } },
  },
  module: { type: 'commonjs' },
});

// The transforms, by file kind (a package that widens transformIgnorePatterns keeps them through the spread).
// Our TypeScript goes through direct-imports.cjs (SWC after pointing antd and icon imports at each
// component's own module, so a test file does not evaluate antd's whole index).
const ours = require.resolve('./direct-imports.cjs');
const transform = {
  '^.+\\.tsx$': [ours, swcOptions({ syntax: 'typescript', tsx: true })],
  // Not tsx: `<T>value` is a type assertion in a .ts file, not an element.
  '^.+\\.ts$': [ours, swcOptions({ syntax: 'typescript', tsx: false })],
  // Plain JavaScript: the ESM-only dependencies listed below, and any .js/.jsx source.
  '^.+\\.jsx?$': [swc, swcOptions({ syntax: 'ecmascript', jsx: true })],
};

// The module antd's style engine injects styles with, replaced in jsdom by hiding-styles.cjs.
function dynamicCssModule() {
  const { createRequire } = require('module');
  const antd = createRequire(require.resolve('antd/package.json', { paths: [process.cwd(), path.join(repoRoot, 'packages/ui')] }));
  return createRequire(antd.resolve('@ant-design/cssinjs/package.json')).resolve('@rc-component/util/lib/Dom/dynamicCSS');
}

module.exports = function createJestConfig({ environment = 'node', setupFiles = [] } = {}) {
  const isDom = environment === 'jsdom';
  return {
    // jsdom runs through a thin wrapper that makes its style matching fast enough for antd pages.
    testEnvironment: isDom ? path.join(__dirname, 'environment.jsdom.cjs') : environment,
    // Where hiding-styles.cjs finds the module it wraps.
    ...(isDom ? { globals: { __MK_DYNAMIC_CSS_MODULE__: dynamicCssModule() } } : {}),
    // Tests run in UTC so date arithmetic is the same on every machine (see setup.global.cjs).
    globalSetup: path.join(__dirname, 'setup.global.cjs'),
    // jest's runtime, keeping V8's compiled code of each module between a worker's test files.
    runtime: path.join(__dirname, 'runtime.cjs'),
    setupFilesAfterEnv: [...(isDom ? [path.join(__dirname, 'setup.dom.cjs')] : []), ...setupFiles],
    cacheDirectory: path.join(repoRoot, 'node_modules/.cache/jest'),
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    // Each file's time, for the table `npm test` ends with (tooling/scripts/test-times.mjs).
    reporters: ['default', path.join(__dirname, 'durations-reporter.cjs')],
    transform,
    // ESM-only dependencies jest must transform (react-intl's, and @ant-design/icons' colours).
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm|react-intl|@formatjs|intl-messageformat|@ant-design|@rc-component)/)'],
    moduleNameMapper: {
      // antd's injected styles cut down to the rules that hide elements (see hiding-styles.cjs).
      ...(isDom ? { '^@rc-component/util/lib/Dom/dynamicCSS$': path.join(__dirname, 'hiding-styles.cjs') } : {}),
      [`^@mk/((?!${notMapped.join('|')})[a-z0-9-]+)$`]: path.join(repoRoot, 'packages/$1/src/index.ts'),
      // A second public entry of a package, e.g. `@mk/scheduling/editor` -> packages/scheduling/src/editor/index.ts
      [`^@mk/((?!${notMapped.join('|')})[a-z0-9-]+)/([a-z0-9-]+)$`]: path.join(repoRoot, 'packages/$1/src/$2/index.ts'),
      '\\.(css|less|svg|png|jpg|woff2?)$': path.join(__dirname, 'file-stub.cjs'),
    },
    // Generous: component tests share two cores with the other packages' suites under turbo.
    testTimeout: isDom ? 90000 : 30000,
  };
};
