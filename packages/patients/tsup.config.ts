import { defineConfig } from 'tsup';
import { libraryConfig } from '../../tooling/tsup-preset/index.mjs';

// The CSV worker is its own entry, written as dist/csv.worker.js beside the chunks that start it
// (see src/csv-upload/csv-worker-client.ts).
export default defineConfig(libraryConfig({ entry: { index: 'src/index.ts', 'csv.worker': 'src/csv-upload/csv.worker.ts' } }));
