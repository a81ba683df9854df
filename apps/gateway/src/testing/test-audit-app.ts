import type { INestApplication } from '@nestjs/common';
import { InProcessBus } from '@seo/bus';
import { createPrismaClient, type Db } from '@seo/db';
import { createTestDatabase } from '@seo/testing';
import { createAuditApp } from '../audit/create-audit-app';
import { listen } from './listening-app';

export interface TestAuditApp {
  app: INestApplication;
  db: Db;
  bus: InProcessBus;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * Test support: the audit surface on its own fresh database and an in-process bus, listening on loopback.
 * `build` replaces how the app is made (e.g. a testing module with a provider overridden).
 */
export async function startTestAuditApp(
  build: (deps: { bus: InProcessBus; db: Db }) => Promise<INestApplication> = (deps) => createAuditApp({ ...deps, logger: false }),
): Promise<TestAuditApp> {
  const database = await createTestDatabase();
  const db = createPrismaClient(database.url);
  const bus = new InProcessBus();
  const app = await build({ bus, db });
  return {
    app,
    db,
    bus,
    baseUrl: await listen(app),
    async close() {
      await app.close();
      await bus.close();
      await db.$disconnect();
      await database.drop();
    },
  };
}
