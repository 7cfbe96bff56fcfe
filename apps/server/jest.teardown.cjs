// Once per jest run, after the last test file: removes the run's seeded template (and its database),
// named as in src/test/test-storage.ts (seededTemplateNames).
const { rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

module.exports = async () => {
  const runId = process.env.MK_TEST_RUN_ID;
  if (!runId) return;
  const dataDir = join(tmpdir(), `mk-server-seeded-${runId}`);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}.lock`, { recursive: true, force: true });
  if (!process.env.DATABASE_URL) return;
  const { Client } = require('pg');
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS mk_seeded_${runId} WITH (FORCE)`);
  } finally {
    await client.end();
  }
};
