import { Inject, Injectable } from '@nestjs/common';
import { BUS, type Bus } from '@seo/bus';
import { EVENTS, SUBJECTS, type ScanCrawled } from '@seo/contracts';
import { CategoryScoreRepository, PageArtifactRepository, ScanJobRepository } from '@seo/db';
import { evaluateCategory, rulesFor } from '@seo/rules';

/** Evaluates one category of a crawled scan and reports it scored. */
@Injectable()
export class EvaluateCategoryService {
  constructor(
    @Inject(BUS) private readonly bus: Bus,
    private readonly jobs: ScanJobRepository,
    private readonly artifacts: PageArtifactRepository,
    private readonly scores: CategoryScoreRepository,
  ) {}

  async evaluate({ scanId, category }: ScanCrawled): Promise<void> {
    const job = await this.jobs.findById(scanId);
    if (!job || job.status !== 'pending') return;
    const pages = await this.artifacts.listByScan(scanId);
    const evaluation = evaluateCategory(category, rulesFor(category), { startUrl: job.url, pages });
    await this.scores.save(scanId, evaluation);
    await this.bus.publish(SUBJECTS.categoryScored, EVENTS.categoryScored({ scanId, category }), {
      msgId: `${scanId}:scored:${category}`,
    });
  }
}
