import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
// Straight to the migrator: test support needs no more of @seo/db than this.
import { applyMigrations } from '../../db/src/migrator';
import { testPgServerUrl } from './test-services';

export interface TestDatabase {
  /** Connection URL of the new database. */
  url: string;
  /** Drops the database, closing any connection still open to it. */
  drop(): Promise<void>;
}

/**
 * A new, empty, uniquely named database on the test server. Named `seo_test_<epoch ms>_<random>`:
 * test/global-setup.js drops the ones a killed run left behind by that timestamp.
 */
export async function createEmptyTestDatabase(): Promise<TestDatabase> {
  const serverUrl = testPgServerUrl();
  const name = `seo_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await runOnServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runOnServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** A new database with the repository's prisma/migrations applied: one per test file, so files never interfere. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const database = await createEmptyTestDatabase();
  try {
    await applyMigrations(database.url);
  } catch (error) {
    await database.drop();
    throw error;
  }
  return database;
}

/** One statement on its own short-lived connection; returns the rows. */
export async function queryDatabase<T extends object = object>(url: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

async function runOnServer(serverUrl: string, sql: string): Promise<void> {
  await queryDatabase(serverUrl, sql);
}
