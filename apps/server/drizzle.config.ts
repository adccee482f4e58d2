import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  // Timestamped, forward-only migrations: parallel branches never fight over a sequence number.
  migrations: { prefix: 'timestamp' },
});
