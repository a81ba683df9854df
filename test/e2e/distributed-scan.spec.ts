import { randomUUID } from 'node:crypto';
import type { INestApplication, INestMicroservice } from '@nestjs/common';
import { JetStreamBus, type Bus } from '@seo/bus';
import { applyMigrations, createPrismaClient, type Db } from '@seo/db';
import { createAuditApp } from '@seo/gateway';
import { createWorkerApp } from '@seo/runtime';
import { createTestDatabase, testNatsUrl, type TestDatabase } from '@seo/testing';
import { AggregatorModule } from '../../apps/aggregator/src/aggregator.module';
import { CrawlerModule } from '../../apps/crawler/src/crawler.module';
import { RulesModule } from '../../apps/rules/src/rules.module';
import { expectFixtureSiteResult, runQuickScan } from '../support/scan-client';
import { FIXTURE_SITE, serveStaticSite, type StaticSite } from '../support/static-site';

process.env.SCAN_ALLOW_PRIVATE = '1';

/**
 * The deployment shape: the gateway and each worker as separate Nest applications, each with its own database
 * connection and its own JetStream connection, meeting only through PostgreSQL and NATS.
 */
describe('gateway and workers as separate applications on JetStream', () => {
  const namespace = `e2e_${randomUUID().slice(0, 8)}`;
  let site: StaticSite;
  let database: TestDatabase;
  const buses: JetStreamBus[] = [];
  const clients: Db[] = [];
  let gateway: INestApplication;
  const workers: INestMicroservice[] = [];
  let apiUrl: string;

  async function connect(): Promise<{ bus: Bus; db: Db }> {
    const bus = await JetStreamBus.connect({ url: testNatsUrl(), namespace });
    const db = createPrismaClient(database.url, 2);
    buses.push(bus);
    clients.push(db);
    return { bus, db };
  }

  beforeAll(async () => {
    site = await serveStaticSite(FIXTURE_SITE);
    database = await createTestDatabase();
    // Every service applies migrations at start; a second run is a no-op.
    expect(await applyMigrations(database.url)).toEqual({ applied: [] });
    for (const worker of [CrawlerModule, RulesModule, AggregatorModule]) {
      const app = await createWorkerApp([worker], await connect(), false);
      await app.listen();
      workers.push(app);
    }
    gateway = await createAuditApp({ ...(await connect()), logger: false });
    await gateway.listen(0, '127.0.0.1');
    apiUrl = `http://127.0.0.1:${(gateway.getHttpServer().address() as { port: number }).port}`;
  }, 60_000);

  afterAll(async () => {
    await gateway?.close();
    for (const worker of workers) await worker.close();
    await buses[0]?.destroyNamespace();
    for (const bus of buses) await bus.close();
    for (const db of clients) await db.$disconnect();
    await database?.drop();
    await site?.close();
  });

  it('runs a quick scan end to end through NATS', async () => {
    expect(buses.every((bus) => bus.kind === 'nats')).toBe(true);
    expectFixtureSiteResult(await runQuickScan(apiUrl, site.url), site.url);
  });
});
