import path from 'node:path';

// This file sits one folder below apps/server both as source (src/paths.ts) and once bundled
// (dist/main.js), so paths relative to it hold in jest, tsx and the built server alike.
// __dirname (not import.meta) because jest runs the sources as CommonJS; tsup shims it for ESM.
const serverRoot = path.resolve(__dirname, '..');

export const MIGRATIONS_DIR = path.join(serverRoot, 'drizzle');
export const DEFAULT_DASHBOARD_DIR = path.resolve(serverRoot, '../dashboard/dist');
/**
 * A migrated, empty PGlite data directory made at build time (`dist/make-pglite-template.js`).
 * Unpacking it is several times faster than PGlite's initdb on a fresh DATA_DIR.
 */
export const PGLITE_TEMPLATE_FILE = path.join(serverRoot, 'dist', 'pglite-template.tar.gz');

/** The server's version, as its package.json gives it (the OpenAPI document's `info.version`). */
export const SERVER_PACKAGE_JSON = path.join(serverRoot, 'package.json');
