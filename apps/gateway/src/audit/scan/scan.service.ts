import { randomUUID } from 'node:crypto';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { BUS, type Bus } from '@seo/bus';
import { CATEGORY_IDS, EVENTS, PAGE_LIMITS, SUBJECTS, type ScanAccepted, type ScanType } from '@seo/contracts';
import { ScanJobRepository } from '@seo/db';
import { httpError } from '../../http/http-error';
import { normalizeScanUrl } from './scan-url';

@Injectable()
export class ScanService {
  private readonly logger = new Logger(ScanService.name);

  constructor(
    private readonly jobs: ScanJobRepository,
    @Inject(BUS) private readonly bus: Bus,
  ) {}

  /** Creates a pending job over all 20 categories and hands it to the crawler (scan.requested). */
  async start(url: string, scanType: ScanType): Promise<ScanAccepted> {
    const requested = EVENTS.scanRequested({
      scanId: randomUUID(),
      url: normalizeScanUrl(url),
      scanType,
      pagesLimit: PAGE_LIMITS[scanType],
      categories: [...CATEGORY_IDS],
    });
    const { scanId: id } = requested;
    await this.jobs.create({ id, url: requested.url, scanType, categories: requested.categories, pagesLimit: requested.pagesLimit });
    try {
      // The job id as msgId: a retried publish of the same job is deduplicated by the bus.
      await this.bus.publish(SUBJECTS.scanRequested, requested, { msgId: id });
    } catch (error) {
      this.logger.error(`scan ${id} could not be queued: ${(error as Error).message}`);
      // No worker will ever take it: say so on the job rather than leave it pending forever.
      await this.jobs.markFailed(id, 'the scan could not be queued');
      throw httpError(HttpStatus.SERVICE_UNAVAILABLE, 'the scan could not be queued, try again later');
    }
    return { job_id: id, status: 'pending' };
  }
}
