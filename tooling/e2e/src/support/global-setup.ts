import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEEDED_DATA_DIR_VARIABLE, startServer } from './server';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const presetSetup: () => Promise<void> = require('@mk/jest-preset/setup.global.cjs');

/**
 * Once per run, before the workers start (they inherit the environment): one server seeds a data
 * directory and stops; every test file's server starts from a copy of it. Made afresh each run, as
 * the seed places appointments around the time it ran.
 */
export default async function globalSetup(): Promise<void> {
  await presetSetup();
  const dataDir = mkdtempSync(join(tmpdir(), 'mk-e2e-seeded-'));
  const server = await startServer({}, { dataDir });
  await server.stop();
  process.env[SEEDED_DATA_DIR_VARIABLE] = dataDir;
}
