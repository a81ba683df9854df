import { Injectable } from '@nestjs/common';
import type { JobStatus, ScanResult } from '@seo/contracts';
import { ScanJobRepository, type ScanJobRow } from '@seo/db';

// Job ids are uuids (the column's type): anything else cannot name a job, and must not reach the query.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class JobStatusService {
  constructor(private readonly jobs: ScanJobRepository) {}

  /** The job as GET /status answers it; null when there is no such job. */
  async find(jobId: string): Promise<JobStatus | null> {
    if (!UUID.test(jobId)) return null;
    const job = await this.jobs.findById(jobId);
    return job && toJobStatus(job);
  }
}

function toJobStatus(job: ScanJobRow): JobStatus {
  return {
    job_id: job.id,
    status: job.status,
    progress: { pages_crawled: job.pagesCrawled, pages_limit: job.pagesLimit },
    ...(job.status === 'done' && job.result !== null && { result: job.result as unknown as ScanResult }),
    ...(job.status === 'failed' && { error: job.error ?? 'the scan failed' }),
  };
}
