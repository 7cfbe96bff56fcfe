import { defineConfig } from 'tsup';

export default defineConfig({
  // One output file per source file (no bundling), with "sideEffects": false in package.json:
  // an app that never calls renderWithProviders then skips its file, and @testing-library with it.
  entry: ['src/**/*.ts', 'src/**/*.tsx', '!src/**/*.test.ts', '!src/**/*.test.tsx'],
  bundle: false,
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
