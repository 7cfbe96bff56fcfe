import { defineConfig } from 'tsup';

export default defineConfig({
  // One output file per source file (no bundling), with "sideEffects": false in package.json:
  // an app that never calls renderWithProviders then skips its file, and @testing-library with it.
  entry: ['src/**/*.ts', 'src/**/*.tsx', '!src/**/*.test.ts', '!src/**/*.test.tsx'],
  bundle: false,
  format: ['esm'],
  // Declarations read the other packages' dist (see tooling/tsup-preset), not their sources.
  dts: { entry: 'src/index.ts', compilerOptions: { paths: {} } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
