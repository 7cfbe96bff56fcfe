import { defineConfig } from 'tsup';

export default defineConfig({
  // bench.js is the benchmark (`npm run bench`), built like the server so it runs the same code.
  // admin-cli.js is `npm run admin` (the first administrator) and move-uploads.js `npm run move-uploads`
  // (disk files into the shared media store), on the server's configuration.
  entry: {
    main: 'src/main.ts',
    'make-pglite-template': 'src/db/make-pglite-template.ts',
    bench: 'bench/run.ts',
    'admin-cli': 'src/admin-cli.ts',
    'move-uploads': 'src/move-uploads-cli.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  // The ESM build gets __dirname/__filename shims; the source uses __dirname (never import.meta)
  // because jest runs it as CommonJS.
  shims: true,
  sourcemap: true,
  clean: true,
  // Workspace packages are bundled so dist/main.js needs only the npm dependencies at run time.
  noExternal: [/^@mk\//],
  // The bench's load generator and socket client are devDependencies: loaded from node_modules, not
  // bundled (they require fs dynamically).
  external: ['autocannon', 'socket.io-client'],
});
