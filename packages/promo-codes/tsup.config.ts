import { defineConfig } from 'tsup';
import { libraryConfig } from '../../tooling/tsup-preset/index.mjs';

// The error codes are an entry of their own: the server reads them without the pages.
export default defineConfig(libraryConfig({ entry: { index: 'src/index.ts', 'api-errors/index': 'src/api-errors/index.ts' } }));
