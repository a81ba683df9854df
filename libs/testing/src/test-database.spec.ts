import { readdir } from 'node:fs/promises';
import { Client } from 'pg';
import { DEFAULT_MIGRATIONS_DIR } from '../../db/src/migrator';
import { createTestDatabase } from './test-database';

describe('createTestDatabase', () => {
  it("gives each caller its own database with the repository's migrations, and drops it even while in use", async () => {
    const [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    expect(first.url).not.toBe(second.url);
    await second.drop();

    const client = new Client({ connectionString: first.url });
    client.on('error', () => undefined); // the drop below terminates this connection
    await client.connect();
    const { rows } = await client.query('SELECT migration_name FROM "_prisma_migrations" ORDER BY migration_name');
    const migrations = (await readdir(DEFAULT_MIGRATIONS_DIR, { withFileTypes: true })).filter((entry) => entry.isDirectory());
    expect(rows.map((row) => row.migration_name)).toEqual(migrations.map((entry) => entry.name).sort());

    await first.drop();
    await expect(client.query('SELECT 1')).rejects.toThrow();
  });
});
