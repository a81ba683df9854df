import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@seo/testing';
import { startStandalone, type Standalone } from '../../apps/standalone/src/start-standalone';
import { expectFixtureSiteResult, runQuickScan } from '../support/scan-client';
import { FIXTURE_SITE, serveStaticSite, type StaticSite } from '../support/static-site';

// The crawler reads SCAN_ALLOW_PRIVATE from the process: the fixture site is on loopback.
process.env.SCAN_ALLOW_PRIVATE = '1';
const quiet = { PORT: '0', HOST: '127.0.0.1', NATS_URL: '' };

describe('npm start: everything in one process, in-process bus', () => {
  let site: StaticSite;
  beforeAll(async () => (site = await serveStaticSite(FIXTURE_SITE)));
  afterAll(() => site.close());

  describe('on PostgreSQL from DATABASE_URL', () => {
    let database: TestDatabase;
    let app: Standalone;
    beforeAll(async () => {
      database = await createTestDatabase();
      app = await startStandalone({ ...quiet, DATABASE_URL: database.url }, false);
    });
    afterAll(async () => {
      await app?.close();
      await database?.drop();
    });

    it('runs a quick scan of a local site to a valid result', async () => {
      expect(app.infrastructure.bus.kind).toBe('in-process');
      expectFixtureSiteResult(await runQuickScan(app.auditUrl, site.url), site.url);
    });

    it('ends a scan whose start URL fails as failed, with the reason', async () => {
      const status = await runQuickScan(app.auditUrl, `${site.url}does-not-exist.html`);
      expect(status).toMatchObject({ status: 'failed', error: 'start URL answered HTTP 404' });
    });
  });

  describe('on the embedded PostgreSQL (DATABASE_URL unset)', () => {
    let dataDir: string;
    let app: Standalone;
    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'seo-standalone-'));
      app = await startStandalone({ ...quiet, DATA_DIR: dataDir }, false);
    }, 60_000);
    afterAll(async () => {
      await app?.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('applies the migrations and runs a quick scan', async () => {
      expect(app.infrastructure.embeddedDatabase).toBe(true);
      expectFixtureSiteResult(await runQuickScan(app.auditUrl, site.url), site.url);
    });
  });
});
