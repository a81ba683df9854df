import type { INestApplication } from '@nestjs/common';
import { InProcessBus } from '@seo/bus';
import { validatorFor } from '@seo/contracts';
import { createPrismaClient, type Db } from '@seo/db';
import { createTestDatabase, type TestDatabase } from '@seo/testing';
import { call, listen } from '../../testing/listening-app';
import { createAuditApp } from '../create-audit-app';
import { healthReportSchema } from './health-report';

// Nothing listens on port 1: a database that is down.
const UNREACHABLE_DATABASE_URL = 'postgresql://postgres@127.0.0.1:1/nowhere';

describe('GET /health', () => {
  let database: TestDatabase;
  const opened: { app: INestApplication; db: Db; bus: InProcessBus }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    for (const { app, db, bus } of opened) {
      await app.close();
      await bus.close();
      await db.$disconnect();
    }
    await database.drop();
  });

  async function healthOf(options: { databaseUrl: string; busClosed?: boolean }) {
    const db = createPrismaClient(options.databaseUrl);
    const bus = new InProcessBus();
    if (options.busClosed) await bus.close();
    const app = await createAuditApp({ bus, db, logger: false });
    opened.push({ app, db, bus });
    return call(await listen(app), '/health');
  }

  it('is 200 ok when the database and the bus are up', async () => {
    const answer = await healthOf({ databaseUrl: database.url });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok', database: 'up', bus: 'up', bus_kind: 'in-process' });
    expect(validatorFor(healthReportSchema)(answer.body)).toBe(true);
  });

  it('is 503 degraded when the database is down', async () => {
    const answer = await healthOf({ databaseUrl: UNREACHABLE_DATABASE_URL });

    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ status: 'degraded', database: 'down', bus: 'up', bus_kind: 'in-process' });
  });

  it('is 503 degraded when the bus is down', async () => {
    const answer = await healthOf({ databaseUrl: database.url, busClosed: true });

    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ status: 'degraded', database: 'up', bus: 'down', bus_kind: 'in-process' });
    expect(validatorFor(healthReportSchema)(answer.body)).toBe(true);
  });
});
