import { defineConfig } from 'tsup';
import { libraryConfig } from '../../tooling/tsup-preset/index.mjs';

// The Home panel reads its reply types from @mk/contracts (types only) and its endpoint from @mk/api.
export default defineConfig(libraryConfig({ entry: { index: 'src/index.ts' } }));
