import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type PluginOption } from 'vite';
import { precompress } from './build/precompress';

const packages = fileURLToPath(new URL('../../packages', import.meta.url));
// `npm run dev` starts the API server here (tooling/scripts/dev.mjs); set API_TARGET to use another.
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3001';
// `ANALYZE=1 pnpm --filter @mk/dashboard build` also writes a treemap of the bundle to dist-stats.html
// (ANALYZE=list or ANALYZE=raw-data: the same as text or JSON, in dist-stats.yml / dist-stats.json).
const analyze = Boolean(process.env.ANALYZE);
const analyzeTemplate = process.env.ANALYZE === 'list' || process.env.ANALYZE === 'raw-data' ? process.env.ANALYZE : 'treemap';
const analyzeFile = { treemap: 'dist-stats.html', list: 'dist-stats.yml', 'raw-data': 'dist-stats.json' }[analyzeTemplate];

const BARRELS = [
  /\/packages\/[a-z0-9-]+\/src\/(.+\/)?index\.ts$/,
  /\/node_modules\/antd\/es\/index\.js$/,
  /\/node_modules\/@ant-design\/icons\/es\/index\.js$/,
  /\/node_modules\/@rc-component\/[a-z-]+\/es\/index\.js$/,
];
const isBarrel = (id: string) => BARRELS.some((pattern) => pattern.test(id));
// The workspace packages' own modules only declare (components, slices, thunks, endpoints): none is
// imported for its side effects, so one that nothing uses is left out. Without this, every module a
// package's index re-exports came along with any one name imported from it (the whole of
// @mk/session, RTK Query with it, on the login route).
const isWorkspaceSource = (id: string) => /\/packages\/[a-z0-9-]+\/src\/.+\.tsx?$/.test(id);

export default defineConfig({
  plugins: [
    react(),
    precompress(),
    analyze &&
      (visualizer({ filename: analyzeFile, template: analyzeTemplate, gzipSize: true, brotliSize: true }) as PluginOption),
  ],
  resolve: {
    // The workspace packages are read from their sources. In development an edit in any package
    // reloads at once, without its build; in the production build every source file stays its own
    // module, so a page's components split into that page's chunk instead of riding along with a
    // package's single bundled dist/index.js into the first load.
    alias: [
      { find: /^@mk\/([a-z0-9-]+)$/, replacement: `${packages}/$1/src/index.ts` },
      { find: /^@mk\/([a-z0-9-]+)\/([a-z0-9-]+)$/, replacement: `${packages}/$1/src/$2/index.ts` },
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    // The server answers /config.js (deployment values and the CSRF cookie) as in production.
    proxy: {
      '/api': apiTarget,
      '/config.js': apiTarget,
      '/order-write/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: {
    // dist/.vite/manifest.json: what each route loads, read by tooling/scripts/bundle-budget.mjs.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // Index files that only re-export (the workspace packages', antd's, the icons'): a page's
        // import through one must not make its component part of every importer's chunk.
        moduleSideEffects: (id: string) => (isBarrel(id) || isWorkspaceSource(id) ? false : undefined),
      },
    },
    chunkSizeWarningLimit: 1200,
    modulePreload: {
      // A list's Export menu and a record's History drawer load after their page (@mk/module-kit's
      // ExportButton and RecordHistoryButton): what they import is mostly there already, so their chunk
      // is asked for alone instead of carrying the page's whole list of files to preload (about 1 kB of
      // every such page's first load each).
      resolveDependencies: (filename: string, deps: string[]) => {
        const loadedAfterPage = /(export-menu|history-drawer)-[\w-]+\.js$/.exec(filename);
        return loadedAfterPage ? deps.filter((dep) => dep.includes(`${loadedAfterPage[1]}-`)) : deps;
      },
    },
  },
});
