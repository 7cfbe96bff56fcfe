import { defineConfig } from 'tsup';
import { libraryConfig } from '../../tooling/tsup-preset/index.mjs';

// Two entries: the module contract and providers (`@mk/module-kit`, in the dashboard's bundle) and
// the test helpers (`@mk/module-kit/testing`, built to dist/testing/index.js), which alone import
// @testing-library (a peer dependency, so it stays external).
export default defineConfig(libraryConfig({ entry: { index: 'src/index.ts', 'testing/index': 'src/testing/index.ts' } }));
