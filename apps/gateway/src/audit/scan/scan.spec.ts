import { InProcessBus, type BusMessage, type Subscription } from '@seo/bus';
import { CATEGORY_IDS, EVENTS, jobStatusSchema, SUBJECTS, validatorFor, type CategoryResult, type ScanResult } from '@seo/contracts';
import { createPrismaClient, ScanJobRepository, type Db } from '@seo/db';
import { call, listen, postJson } from '../../testing/listening-app';
import { startTestAuditApp, type TestAuditApp } from '../../testing/test-audit-app';
import { createAuditApp } from '../create-audit-app';

describe('POST /scan/quick|full and GET /status/{job_id}', () => {
  let surface: TestAuditApp;
  let db: Db;
  let bus: InProcessBus;
  let baseUrl: string;
  let subscription: Subscription;
  const published: BusMessage[] = [];

  beforeAll(async () => {
    surface = await startTestAuditApp();
    ({ db, bus, baseUrl } = surface);
    subscription = await bus.consume(SUBJECTS.scanRequested, async (message) => void published.push(message), { queue: 'scan-spec' });
  });

  afterAll(async () => {
    await subscription.drain();
    await surface.close();
  });

  beforeEach(async () => {
    published.length = 0;
    await db.scanJob.deleteMany();
  });

  async function onlyPublished(): Promise<BusMessage> {
    await new Promise((resolve) => setTimeout(resolve, 100)); // a second, unwanted publish would arrive by now
    expect(published).toHaveLength(1);
    return published[0];
  }

  it.each([
    ['quick', 50],
    ['full', 500],
  ] as const)('POST /scan/%s creates a pending job and publishes one ScanRequested', async (scanType, pagesLimit) => {
    const answer = await postJson(baseUrl, `/scan/${scanType}`, { url: 'HTTPS://Example.COM:443/Shop?b=2&a=1#reviews', extra: 'ignored' });

    expect(answer.status).toBe(200);
    const { job_id: jobId, ...rest } = answer.body as { job_id: string; status: string };
    expect(rest).toEqual({ status: 'pending' });
    const job = await db.scanJob.findUniqueOrThrow({ where: { id: jobId } });
    expect(job).toMatchObject({
      url: 'https://example.com/Shop?b=2&a=1',
      scanType,
      status: 'pending',
      pagesLimit,
      pagesCrawled: 0,
      categories: [...CATEGORY_IDS],
    });

    const message = await onlyPublished();
    expect(message.subject).toBe(SUBJECTS.scanRequested);
    expect(EVENTS.scanRequested(message.data)).toEqual({
      scanId: jobId,
      url: 'https://example.com/Shop?b=2&a=1',
      scanType,
      pagesLimit,
      categories: [...CATEGORY_IDS],
    });
  });

  it('GET /status shows a new job pending, with its progress', async () => {
    const { body } = await postJson(baseUrl, '/scan/quick', { url: 'https://example.com/' });
    const jobId = (body as { job_id: string }).job_id;

    const status = await call(baseUrl, `/status/${jobId}`);

    expect(status.status).toBe(200);
    expect(status.body).toEqual({ job_id: jobId, status: 'pending', progress: { pages_crawled: 0, pages_limit: 50 } });
    expect(validatorFor(jobStatusSchema)(status.body)).toBe(true);
  });

  it('GET /status carries the result of a done job and the error of a failed one', async () => {
    const jobs = new ScanJobRepository(db);
    const [done, failed] = ['https://done.example/', 'https://failed.example/'].map((url) => ({
      id: crypto.randomUUID(),
      url,
      scanType: 'quick' as const,
      categories: [...CATEGORY_IDS],
      pagesLimit: 50,
    }));
    await jobs.create(done);
    await jobs.create(failed);
    const result = scanResult(done.url);
    await jobs.withLockedJob(done.id, (_job, tx) => jobs.markDone(tx, done.id, { result: result as object, score: 100, finishedAt: new Date() }));
    await jobs.markFailed(failed.id, 'the site did not answer');

    const doneStatus = await call(baseUrl, `/status/${done.id}`);
    const failedStatus = await call(baseUrl, `/status/${failed.id}`);

    expect(doneStatus.body).toEqual({ job_id: done.id, status: 'done', progress: { pages_crawled: 0, pages_limit: 50 }, result });
    expect(failedStatus.body).toEqual({
      job_id: failed.id,
      status: 'failed',
      progress: { pages_crawled: 0, pages_limit: 50 },
      error: 'the site did not answer',
    });
    expect(validatorFor(jobStatusSchema)(doneStatus.body)).toBe(true);
    expect(validatorFor(jobStatusSchema)(failedStatus.body)).toBe(true);
  });

  it.each([
    ['an unknown id', '0f6b1d7e-8a43-4c3e-9a55-3c1f2b8d9e10'],
    ['a malformed id', 'not-a-uuid'],
    ['an id with a quote', "1' OR '1'='1"],
  ])('GET /status answers 404 for %s', async (_what, jobId) => {
    const answer = await call(baseUrl, `/status/${encodeURIComponent(jobId)}`);

    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ detail: 'job not found' });
  });

  it('marks the job failed and answers 503 when the scan cannot be published', async () => {
    const closedBus = new InProcessBus();
    await closedBus.close();
    const isolated = await createAuditApp({ bus: closedBus, db, logger: false });
    const isolatedUrl = await listen(isolated);
    try {
      const answer = await postJson(isolatedUrl, '/scan/quick', { url: 'https://example.com/' });

      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ detail: 'the scan could not be queued, try again later' });
      const jobs = await db.scanJob.findMany();
      expect(jobs).toHaveLength(1);
      expect(jobs[0]).toMatchObject({ status: 'failed', error: 'the scan could not be queued' });
    } finally {
      await isolated.close();
    }
  });
});

function scanResult(url: string): ScanResult {
  const now = new Date().toISOString();
  return {
    url,
    final_url: url,
    scan_type: 'quick',
    started_at: now,
    finished_at: now,
    duration_ms: 1200,
    pages_crawled: 1,
    pages_limit: 50,
    rules_evaluated: 3,
    score: 100,
    summary: { critical: 0, high: 0, medium: 0, low: 0 },
    categories: Object.fromEntries(
      CATEGORY_IDS.map((category): [string, CategoryResult] => [category, { score: 100, rules_checked: 0, rules_passed: 0, issues: [] }]),
    ) as ScanResult['categories'],
    pages: [{ url, status_code: 200, depth: 0, title: 'Home', score: 100, issues: [] }],
  };
}
