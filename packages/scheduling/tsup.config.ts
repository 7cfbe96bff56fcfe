import { defineConfig } from 'tsup';
import { libraryConfig } from '../../tooling/tsup-preset/index.mjs';

// Two entries: the pure engine (`@mk/scheduling`, imported by the server) and the React editor
// (`@mk/scheduling/editor`, built to dist/editor/index.js). Dependencies stay external, so the
// engine's output never pulls React in (engine-boundary.test.ts guards its sources).
export default defineConfig(libraryConfig({ entry: { index: 'src/index.ts', 'editor/index': 'src/editor/index.ts' } }));
