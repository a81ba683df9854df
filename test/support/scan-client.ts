import { jobStatusSchema, validatorFor, type JobStatus } from '@seo/contracts';

const validStatus = validatorFor<JobStatus>(jobStatusSchema);

/** Starts a quick scan through the HTTP surface and polls /status until it ends (bounded). */
export async function runQuickScan(apiUrl: string, siteUrl: string, timeoutMs = 30_000): Promise<JobStatus> {
  const accepted = await fetch(`${apiUrl}/scan/quick`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: siteUrl }),
  });
  if (accepted.status !== 200) throw new Error(`POST /scan/quick answered ${accepted.status}: ${await accepted.text()}`);
  const { job_id } = (await accepted.json()) as { job_id: string };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${apiUrl}/status/${job_id}`);
    const status = (await response.json()) as JobStatus;
    if (!validStatus(status)) throw new Error(`/status is off contract: ${JSON.stringify(validStatus.errors)}`);
    if (status.status !== 'pending') return status;
    if (Date.now() > deadline) throw new Error(`scan ${job_id} still pending after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What the fixture site (test/fixtures/site) must produce in core-seo, page by page. */
export function expectFixtureSiteResult(status: JobStatus, siteUrl: string): void {
  expect(status.status).toBe('done');
  const result = status.result!;
  expect(Object.keys(result.categories)).toHaveLength(20);
  expect(result.pages_crawled).toBe(5);
  const failing = Object.fromEntries(result.categories['core-seo'].issues.map((i) => [i.rule_id, i.pages]));
  expect(failing).toEqual({
    'core-seo/title-missing': [`${siteUrl}blog/`],
    'core-seo/meta-description-missing': [`${siteUrl}about.html`],
    'core-seo/h1-missing': [`${siteUrl}about.html`],
  });
}
