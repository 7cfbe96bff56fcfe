import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The shared tables, and the tables a domain keeps in its own folder (`<domain>/<domain>.tables.ts`).
  schema: ['./src/db/schema/index.ts', './src/*/*.tables.ts'],
  out: './drizzle',
});
