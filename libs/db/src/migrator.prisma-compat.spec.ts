// Guards the promise that the migrator and the Prisma CLI can be mixed on one database.
// It runs the real CLI (the repository's prisma.config.ts), so it is slower than the other migrator tests.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { createEmptyTestDatabase, type TestDatabase } from '@seo/testing';
import { applyMigrations } from './migrator';

const REPO_ROOT = resolve(__dirname, '../../..');

const SCHEMA = `
generator client {
  provider   = "prisma-client"
  output     = "./generated"
  engineType = "client"
}
datasource db {
  provider = "postgresql"
  url      = env("DATABASE_URL")
}
model Page {
  id  Int     @id
  url String?
}
`;

let database: TestDatabase;
let dir: string;

beforeAll(async () => {
  [database, dir] = await Promise.all([createEmptyTestDatabase(), mkdtemp(join(tmpdir(), 'prisma-compat-'))]);
  const migrations: [string, string][] = [
    ['20250101000000_create_page', 'CREATE TABLE "Page" ("id" INTEGER NOT NULL, CONSTRAINT "Page_pkey" PRIMARY KEY ("id"));\n'],
    ['20250102000000_add_url', 'ALTER TABLE "Page" ADD COLUMN "url" TEXT;\n'],
  ];
  for (const [name, sql] of migrations) {
    await mkdir(join(dir, 'migrations', name), { recursive: true });
    await writeFile(join(dir, 'migrations', name, 'migration.sql'), sql);
  }
  await writeFile(join(dir, 'schema.prisma'), SCHEMA);
  // The repository's CLI configuration (Wasm engine + adapter shims), pointed at this folder.
  await writeFile(
    join(dir, 'prisma.config.ts'),
    `import config from ${JSON.stringify(join(REPO_ROOT, 'prisma.config'))};\n` +
      `export default { ...config, schema: 'schema.prisma', migrations: { path: 'migrations' } };\n`,
  );
});

afterAll(async () => {
  await Promise.all([database?.drop(), dir && rm(dir, { recursive: true, force: true })]);
});

it('leaves a database that `prisma migrate status` reports up to date', async () => {
  await applyMigrations(database.url, join(dir, 'migrations'));

  const { stdout } = await promisify(execFile)(
    process.execPath,
    [join(REPO_ROOT, 'node_modules/prisma/build/index.js'), 'migrate', 'status', '--config', join(dir, 'prisma.config.ts')],
    { cwd: dir, env: { ...process.env, DATABASE_URL: database.url } },
  );
  expect(stdout).toContain('Database schema is up to date!');
}, 60_000);
