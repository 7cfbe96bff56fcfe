import { defineConfig } from 'tsup';
import { libraryConfig } from '../../tooling/tsup-preset/index.mjs';

// The contract (rules, their words, error codes) is an entry of its own: the server reads it without the pages.
export default defineConfig(libraryConfig({ entry: { index: 'src/index.ts', 'contract/index': 'src/contract/index.ts' } }));
