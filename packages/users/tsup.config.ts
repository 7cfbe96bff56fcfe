import { defineConfig } from 'tsup';
import { libraryConfig } from '../../tooling/tsup-preset/index.mjs';

export default defineConfig(libraryConfig());
