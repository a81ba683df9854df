import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENTS, QUEUES, SUBJECTS } from '@seo/contracts';
import { CrawlScanService } from './crawl-scan.service';

@Controller()
export class CrawlController {
  constructor(private readonly crawler: CrawlScanService) {}

  // A full crawl can take minutes: a generous ack wait keeps it from being redelivered while it runs.
  @EventPattern(SUBJECTS.scanRequested, { queue: QUEUES.crawler, ackWaitMs: 10 * 60_000, maxDeliver: 3 })
  async onScanRequested(@Payload() data: unknown): Promise<void> {
    await this.crawler.crawl(EVENTS.scanRequested(data));
  }
}
