import { defineConfig } from 'tsup';
import { libraryConfig } from '../../tooling/tsup-preset/index.mjs';

// The Trash's contract (entity types, item schema, error codes) lives in @mk/contracts: the server reads it there.
export default defineConfig(libraryConfig({ entry: { index: 'src/index.ts' } }));
