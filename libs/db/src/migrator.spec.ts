import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEmptyTestDatabase, queryDatabase as query } from '@seo/testing';
import { applyMigrations } from './migrator';

const CREATE_PAGE = { name: '20250101000000_create_page', sql: 'CREATE TABLE "Page" ("id" INTEGER PRIMARY KEY);\n' };
const ADD_URL = { name: '20250102000000_add_url', sql: 'ALTER TABLE "Page" ADD COLUMN "url" TEXT NOT NULL;\n' };

type Migration = typeof CREATE_PAGE;

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

/** A fresh database and a migrations folder laid out like prisma/migrations. */
async function setUp(...migrations: Migration[]): Promise<{ url: string; dir: string }> {
  const [database, dir] = await Promise.all([createEmptyTestDatabase(), mkdtemp(join(tmpdir(), 'migrations-'))]);
  cleanups.push(database.drop, () => rm(dir, { recursive: true, force: true }));
  await writeFile(join(dir, 'migration_lock.toml'), 'provider = "postgresql"\n');
  await writeMigrations(dir, ...migrations);
  return { url: database.url, dir };
}

async function writeMigrations(dir: string, ...migrations: Migration[]): Promise<void> {
  for (const { name, sql } of migrations) {
    await mkdir(join(dir, name), { recursive: true });
    await writeFile(join(dir, name, 'migration.sql'), sql);
  }
}

const recordedNames = async (url: string) =>
  (await query<{ migration_name: string }>(url, 'SELECT migration_name FROM "_prisma_migrations" ORDER BY started_at')).map(
    (row) => row.migration_name,
  );

describe('applyMigrations', () => {
  it('applies pending migrations in name order, each once', async () => {
    // Written in reverse order: the folder name decides, not the file system.
    const { url, dir } = await setUp(ADD_URL, CREATE_PAGE);

    expect(await applyMigrations(url, dir)).toEqual({ applied: [CREATE_PAGE.name, ADD_URL.name] });
    expect(await applyMigrations(url, dir)).toEqual({ applied: [] });
    await query(url, `INSERT INTO "Page" ("id", "url") VALUES (1, 'https://example.com/')`);
  });

  it('applies only the migrations added since the last run', async () => {
    const { url, dir } = await setUp(CREATE_PAGE);
    await applyMigrations(url, dir);
    await writeMigrations(dir, ADD_URL);

    expect(await applyMigrations(url, dir)).toEqual({ applied: [ADD_URL.name] });
  });

  it('records each migration the way `prisma migrate deploy` does', async () => {
    const { url, dir } = await setUp(CREATE_PAGE);
    await applyMigrations(url, dir);

    const [row] = await query<Record<string, unknown>>(url, 'SELECT * FROM "_prisma_migrations"');
    expect(row).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      checksum: createHash('sha256').update(CREATE_PAGE.sql).digest('hex'),
      migration_name: CREATE_PAGE.name,
      started_at: expect.any(Date),
      finished_at: expect.any(Date),
      logs: null,
      rolled_back_at: null,
      applied_steps_count: 1,
    });
  });

  it('lets only one of several concurrent callers apply the migrations', async () => {
    const { url, dir } = await setUp(CREATE_PAGE, ADD_URL);

    const results = await Promise.all([1, 2, 3].map(() => applyMigrations(url, dir)));

    expect(results.map((result) => result.applied).sort()).toEqual([[], [], [CREATE_PAGE.name, ADD_URL.name]]);
    expect(await recordedNames(url)).toEqual([CREATE_PAGE.name, ADD_URL.name]);
  });

  it('refuses to run, before applying anything, when an applied migration was edited', async () => {
    const { url, dir } = await setUp(CREATE_PAGE);
    await applyMigrations(url, dir);
    await writeMigrations(dir, { ...CREATE_PAGE, sql: `${CREATE_PAGE.sql}-- edited\n` }, ADD_URL);

    await expect(applyMigrations(url, dir)).rejects.toThrow(
      `Migration ${CREATE_PAGE.name} was changed after it was applied`,
    );
    expect(await recordedNames(url)).toEqual([CREATE_PAGE.name]);
  });

  it('treats a checkout with Windows line endings as unchanged, as Prisma does', async () => {
    const { url, dir } = await setUp(CREATE_PAGE);
    await applyMigrations(url, dir);
    await writeMigrations(dir, { ...CREATE_PAGE, sql: CREATE_PAGE.sql.replaceAll('\n', '\r\n') });

    expect(await applyMigrations(url, dir)).toEqual({ applied: [] });
  });

  it('rolls a failing migration back completely and records nothing for it', async () => {
    const broken = { name: '20250103000000_broken', sql: 'CREATE TABLE "Other" ("id" INTEGER);\nSELECT * FROM "missing";\n' };
    const { url, dir } = await setUp(CREATE_PAGE, broken);

    await expect(applyMigrations(url, dir)).rejects.toThrow(
      `Migration ${broken.name} failed and was rolled back: relation "missing" does not exist`,
    );
    expect(await recordedNames(url)).toEqual([CREATE_PAGE.name]);
    expect(await query(url, `SELECT to_regclass('"Other"') AS "table"`)).toEqual([{ table: null }]);
  });

  it('stops at a migration a `prisma migrate` run started but never finished', async () => {
    const { url, dir } = await setUp(CREATE_PAGE);
    await applyMigrations(url, dir);
    // What Prisma leaves behind when a migration fails half-way: a row without finished_at.
    await query(url, `INSERT INTO "_prisma_migrations" (id, checksum, migration_name) VALUES ('x', 'y', '${ADD_URL.name}')`);
    await writeMigrations(dir, ADD_URL);

    await expect(applyMigrations(url, dir)).rejects.toThrow(`Migration ${ADD_URL.name} was started but never finished`);
  });
});
