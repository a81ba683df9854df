import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { createBus, type Bus } from '@seo/bus';
import { applyMigrations, createPrismaClient, startEmbeddedPostgres, type Db } from '@seo/db';

/** The database and bus of one process, opened from configuration (CONTRACT.md). */
export interface Infrastructure {
  db: Db;
  bus: Bus;
  databaseUrl: string;
  /** Which defaults were used, for the start-up log. */
  embeddedDatabase: boolean;
  close(): Promise<void>;
}

export interface InfrastructureOptions {
  /** A process that is one service among several must share a real database and bus: no embedded defaults. */
  requireExternal?: boolean;
}

export async function openInfrastructure(env: NodeJS.ProcessEnv = process.env, options: InfrastructureOptions = {}): Promise<Infrastructure> {
  const logger = new Logger('Infrastructure');
  if (options.requireExternal) {
    const missing = ['DATABASE_URL', 'NATS_URL'].filter((name) => !env[name]);
    if (missing.length) throw new Error(`${missing.join(' and ')} must be set when services run as separate processes`);
  }
  const dataDir = env.DATA_DIR ?? '.data';
  const embedded = env.DATABASE_URL ? null : await startEmbeddedPostgres({ dataDir });
  const databaseUrl = env.DATABASE_URL ?? embedded!.url;
  try {
    const { applied } = await applyMigrations(databaseUrl);
    if (applied.length) logger.log(`applied migrations: ${applied.join(', ')}`);
    const db = createPrismaClient(databaseUrl);
    const bus = await createBus(env);
    logger.log(`database: ${embedded ? `embedded PostgreSQL in ${join(dataDir, 'pg')}` : 'DATABASE_URL'}; bus: ${bus.kind}`);
    return {
      db,
      bus,
      databaseUrl,
      embeddedDatabase: embedded !== null,
      async close() {
        await bus.close();
        await db.$disconnect();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
