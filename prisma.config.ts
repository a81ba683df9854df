// Prisma CLI configuration. The CLI runs on the Wasm schema engine through a pg driver adapter
// (`engine: 'js'`), because the registry we install from has no native engine binaries.
// Only developers use the CLI (`npx prisma migrate dev`); the services apply migrations
// themselves at start (libs/db/src/migrator.ts).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { defineConfig } from 'prisma/config';
import { PrismaPg } from '@prisma/adapter-pg';

function poolConfig(url: string, database?: string): pg.PoolConfig {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 5432),
    user: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
    database: database ?? u.pathname.slice(1),
    allowExitOnIdle: true,
  };
}

async function runAdmin(url: string, sql: string): Promise<void> {
  const client = new pg.Client(poolConfig(url));
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

// prisma/orm#27403: the Wasm engine cannot read pg_catalog "char" (18) and name (19) columns; report them as text.
function readCatalogTypesAsText<T extends object>(adapter: T): T {
  const io = adapter as unknown as { performIO: (q: unknown) => Promise<{ fields?: { dataTypeID: number }[] }> };
  const original = io.performIO.bind(io);
  io.performIO = async (query) => {
    const result = await original(query);
    for (const field of result?.fields ?? []) if (field.dataTypeID === 18 || field.dataTypeID === 19) field.dataTypeID = 25;
    return result;
  };
  return adapter;
}

// The built-in shadow database handling replays into the main database when a connection string is used;
// this one creates and drops a uniquely named database itself.
class MigrationAdapter extends PrismaPg {
  constructor(private readonly url: string, database?: string) {
    super(poolConfig(url, database));
  }
  async connect() {
    return readCatalogTypesAsText(await super.connect());
  }
  async connectToShadowDb() {
    const name = `prisma_shadow_${randomUUID().replaceAll('-', '')}`;
    await runAdmin(this.url, `CREATE DATABASE "${name}"`);
    const adapter = await new MigrationAdapter(this.url, name).connect();
    const dispose = adapter.dispose.bind(adapter);
    adapter.dispose = async () => {
      await dispose();
      await runAdmin(this.url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    };
    return adapter;
  }
}

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  async adapter() {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL must be set for Prisma CLI commands');
    return new MigrationAdapter(url);
  },
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
});
