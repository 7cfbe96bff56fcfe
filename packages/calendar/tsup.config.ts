import { defineConfig } from 'tsup';
import { libraryConfig } from '../../tooling/tsup-preset/index.mjs';

// The calendar's contract (holiday shapes, error codes) lives in @mk/contracts and its calls in @mk/api: the server and the booking wizard read them there.
export default defineConfig(libraryConfig({ entry: { index: 'src/index.ts' } }));
