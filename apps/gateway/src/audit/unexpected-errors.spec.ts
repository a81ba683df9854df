import type { INestApplication, LoggerService } from '@nestjs/common';
import { InProcessBus } from '@seo/bus';
import { createPrismaClient, type Db } from '@seo/db';
import { listen, postJson } from '../testing/listening-app';
import { createAuditApp } from './create-audit-app';

/** Every line the application logs, as one string per call. */
class RecordingLogger implements LoggerService {
  readonly lines: string[] = [];
  log = (...parts: unknown[]): void => void this.lines.push(parts.map(String).join(' '));
  error = this.log;
  warn = this.log;
  debug = this.log;
  verbose = this.log;
}

describe('an unexpected error', () => {
  const logger = new RecordingLogger();
  let db: Db;
  let bus: InProcessBus;
  let app: INestApplication;
  let baseUrl: string;

  beforeAll(async () => {
    // A database that is down makes the job insert fail: a server fault, not the client's.
    db = createPrismaClient('postgresql://postgres@127.0.0.1:1/nowhere');
    bus = new InProcessBus();
    app = await createAuditApp({ bus, db, logger });
    baseUrl = await listen(app);
  });

  afterAll(async () => {
    await app.close();
    await bus.close();
    await db.$disconnect();
  });

  it('is answered 500 "internal server error" and logged, without the request body', async () => {
    const secret = 'https://example.com/?token=do-not-log-me';

    const answer = await postJson(baseUrl, '/scan/quick', { url: secret });

    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ detail: 'internal server error' });
    const logged = logger.lines.filter((line) => line.includes('POST /scan/quick failed'));
    expect(logged).toHaveLength(1);
    expect(logger.lines.join('\n')).not.toContain('do-not-log-me');
  });
});
