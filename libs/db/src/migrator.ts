// Applies prisma/migrations when a service starts, without the Prisma CLI (its Wasm engine adds ~10 s
// per call). Bookkeeping goes into Prisma's own `_prisma_migrations` table, written the way
// `prisma migrate deploy` writes it, so developers can mix `npx prisma migrate …` with this migrator.
import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Client } from 'pg';

export const DEFAULT_MIGRATIONS_DIR = resolve(__dirname, '../../../prisma/migrations');

// Prisma Migrate's own lock key: taking the same one also keeps us apart from a running `prisma migrate`.
const PRISMA_MIGRATE_LOCK_KEY = 72707369;

// The table exactly as Prisma's schema engine creates it on PostgreSQL.
const CREATE_MIGRATIONS_TABLE = `
  CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                  VARCHAR(36) NOT NULL,
    "checksum"            VARCHAR(64) NOT NULL,
    "finished_at"         TIMESTAMPTZ,
    "migration_name"      VARCHAR(255) NOT NULL,
    "logs"                TEXT,
    "rolled_back_at"      TIMESTAMPTZ,
    "started_at"          TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "_prisma_migrations_pkey" PRIMARY KEY ("id")
  )`;

interface LocalMigration {
  name: string;
  script: string;
}

interface MigrationRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
}

/**
 * Applies every `<migrationsDir>/<name>/migration.sql` not yet recorded, in name order, each in its own
 * transaction (a failing migration leaves nothing behind). Safe to call from many processes at once:
 * a PostgreSQL advisory lock makes the others wait, then find nothing left to do.
 * Throws, before applying anything, if an applied migration's file has changed since.
 */
export async function applyMigrations(
  databaseUrl: string,
  migrationsDir = DEFAULT_MIGRATIONS_DIR,
): Promise<{ applied: string[] }> {
  const local = await readLocalMigrations(migrationsDir);
  const client = new Client({ connectionString: databaseUrl });
  // A dropped connection also rejects the query in flight; without a listener pg would crash the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(`SELECT pg_advisory_lock(${PRISMA_MIGRATE_LOCK_KEY})`);
    await client.query(CREATE_MIGRATIONS_TABLE);
    const pending = pendingMigrations(local, await recordedMigrations(client));
    for (const migration of pending) await applyOne(client, migration);
    return { applied: pending.map((migration) => migration.name) };
  } finally {
    // Ending the session also releases the advisory lock.
    await client.end();
  }
}

async function readLocalMigrations(migrationsDir: string): Promise<LocalMigration[]> {
  const entries = await readdir(migrationsDir, { withFileTypes: true });
  const names = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  return Promise.all(
    names.map(async (name) => ({ name, script: await readFile(join(migrationsDir, name, 'migration.sql'), 'utf8') })),
  );
}

async function recordedMigrations(client: Client): Promise<MigrationRow[]> {
  // Rows Prisma marked rolled back (`migrate resolve --rolled-back`) count as not applied, as in Prisma.
  const { rows } = await client.query<MigrationRow>(
    `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations"
     WHERE rolled_back_at IS NULL ORDER BY started_at`,
  );
  return rows;
}

function pendingMigrations(local: LocalMigration[], recorded: MigrationRow[]): LocalMigration[] {
  const unfinished = recorded.find((row) => row.finished_at === null);
  if (unfinished) {
    const name = unfinished.migration_name;
    throw new Error(
      `Migration ${name} was started but never finished (a failed \`prisma migrate\` run). Repair the database, ` +
        `then mark it with \`npx prisma migrate resolve --applied ${name}\` or \`--rolled-back ${name}\`.`,
    );
  }
  const recordedChecksums = new Map(recorded.map((row) => [row.migration_name, row.checksum]));
  for (const { name, script } of local) {
    const checksum = recordedChecksums.get(name);
    if (checksum !== undefined && !checksumMatches(script, checksum)) {
      throw new Error(
        `Migration ${name} was changed after it was applied (recorded checksum ${checksum}, file ` +
          `${sha256(script).toString('hex')}). Restore migration.sql and put the change in a new migration.`,
      );
    }
  }
  // Recorded migrations missing locally are ignored: an older release may start after a newer one migrated.
  return local.filter((migration) => !recordedChecksums.has(migration.name));
}

async function applyOne(client: Client, { name, script }: LocalMigration): Promise<void> {
  await client.query('BEGIN');
  try {
    await client.query(script);
    await client.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
       VALUES ($1, $2, $3, now(), clock_timestamp(), 1)`,
      [randomUUID(), sha256(script).toString('hex'), name],
    );
    await client.query('COMMIT');
  } catch (error) {
    // The migration's own error is the one worth reporting, even if the rollback fails too.
    await client.query('ROLLBACK').catch(() => undefined);
    throw new Error(`Migration ${name} failed and was rolled back: ${(error as Error).message}`, { cause: error });
  }
}

// Accepts what Prisma accepts: the script with either line ending (git autocrlf), and the
// non-zero-padded hex older Prisma engines recorded (prisma-engines#1887).
function checksumMatches(script: string, recorded: string): boolean {
  return [script, script.replaceAll('\r\n', '\n'), script.replaceAll('\n', '\r\n')].some((variant) => {
    const digest = sha256(variant);
    if (recorded.length === 64) return digest.toString('hex') === recorded;
    return [...digest].map((byte) => byte.toString(16)).join('') === recorded;
  });
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
