import { Inject, Injectable, Logger } from '@nestjs/common';
import { BUS, type Bus } from '@seo/bus';
import { EVENTS, SUBJECTS, type ScanRequested } from '@seo/contracts';
import { crawlOptionsFromEnv, crawlSite, StartUrlError } from '@seo/crawl';
import { LinkRepository, PageArtifactRepository, ScanJobRepository } from '@seo/db';

/** Crawls a requested scan, stores its pages and link graph, and hands each category to the rules. */
@Injectable()
export class CrawlScanService {
  private readonly logger = new Logger(CrawlScanService.name);

  constructor(
    @Inject(BUS) private readonly bus: Bus,
    private readonly jobs: ScanJobRepository,
    private readonly artifacts: PageArtifactRepository,
    private readonly links: LinkRepository,
  ) {}

  async crawl(request: ScanRequested): Promise<void> {
    const job = await this.jobs.findById(request.scanId);
    // A redelivery of a job that already ended has nothing left to do.
    if (!job || job.status !== 'pending') return;
    await this.jobs.markStarted(job.id);
    let pages;
    try {
      pages = await crawlSite(request.url, crawlOptionsFromEnv(request.pagesLimit), ({ pagesCrawled, finalUrl }) =>
        this.jobs.setProgress(job.id, pagesCrawled, finalUrl),
      );
    } catch (error) {
      if (!(error instanceof StartUrlError)) throw error;
      this.logger.log(`scan ${job.id} failed: ${error.message}`);
      await this.jobs.markFailed(job.id, error.message);
      return;
    }
    await this.artifacts.saveMany(job.id, pages);
    await this.links.saveFromPages(job.id, pages);
    for (const category of request.categories) {
      await this.bus.publish(SUBJECTS.scanCrawled(category), EVENTS.scanCrawled({ scanId: job.id, category }), {
        msgId: `${job.id}:crawled:${category}`,
      });
    }
  }
}
