import { rmSync } from 'node:fs';
import { SEEDED_DATA_DIR_VARIABLE } from './server';

export default async function globalTeardown(): Promise<void> {
  const dataDir = process.env[SEEDED_DATA_DIR_VARIABLE];
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
