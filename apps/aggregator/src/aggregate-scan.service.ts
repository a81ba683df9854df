import { Injectable } from '@nestjs/common';
import type { CategoryScored } from '@seo/contracts';
import { CategoryScoreRepository, PageArtifactRepository, ScanJobRepository } from '@seo/db';
import { assembleResult } from './assemble-result';

/** Finishes a scan once every category it asked for is scored. */
@Injectable()
export class AggregateScanService {
  constructor(
    private readonly jobs: ScanJobRepository,
    private readonly scores: CategoryScoreRepository,
    private readonly artifacts: PageArtifactRepository,
  ) {}

  /** Returns true when this call finished the scan. */
  async onCategoryScored({ scanId }: CategoryScored): Promise<boolean> {
    const finished = await this.jobs.withLockedJob(scanId, async (job, tx) => {
      if (job.status !== 'pending') return false;
      const scores = await this.scores.listByScan(scanId, tx);
      const scored = new Set(scores.map((s) => s.category));
      if (!job.categories.every((c) => scored.has(c as (typeof scores)[number]['category']))) return false;
      const pages = await this.artifacts.listByScan(scanId);
      const finishedAt = new Date();
      const result = assembleResult(
        { url: job.url, finalUrl: job.finalUrl, scanType: job.scanType, pagesLimit: job.pagesLimit, startedAt: job.startedAt ?? job.createdAt, finishedAt },
        scores,
        pages,
      );
      await this.jobs.markDone(tx, scanId, { result: result as never, score: result.score, finishedAt });
      return true;
    });
    return finished ?? false;
  }
}
