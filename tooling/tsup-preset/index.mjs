// The build every library package shares: ESM with type declarations, JSON (translations) bundled.
// A package's tsup.config.ts is:
//   import { libraryConfig } from '../../tooling/tsup-preset/index.mjs';
//   export default libraryConfig();            // or libraryConfig({ entry: [...] })
/** @param {import('tsup').Options} [overrides] */
export function libraryConfig(overrides = {}) {
  return {
    entry: ['src/index.ts'],
    format: ['esm'],
    // Declarations import the other workspace packages by name and read their built dist/*.d.ts:
    // the source `paths` of tooling/tsconfig would pull their sources into this package's output.
    dts: { compilerOptions: { paths: {} } },
    sourcemap: true,
    clean: true,
    target: 'es2022',
    loader: { '.json': 'json' },
    ...overrides,
  };
}
