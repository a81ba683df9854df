import type { CategoryId, ScanType } from '@seo/contracts';
import type { Db } from './prisma-client';
import type { Prisma, ScanJob } from './generated/prisma/client';

export type ScanJobRow = ScanJob;

export interface NewScanJob {
  id: string;
  url: string;
  scanType: ScanType;
  categories: CategoryId[];
  pagesLimit: number;
}

export class ScanJobRepository {
  constructor(private readonly db: Db) {}

  create(job: NewScanJob): Promise<ScanJobRow> {
    return this.db.scanJob.create({ data: job });
  }

  findById(id: string): Promise<ScanJobRow | null> {
    return this.db.scanJob.findUnique({ where: { id } });
  }

  /** First start only: a redelivered crawl keeps the original start time. */
  async markStarted(id: string): Promise<void> {
    await this.db.scanJob.updateMany({ where: { id, startedAt: null }, data: { startedAt: new Date() } });
  }

  async setProgress(id: string, pagesCrawled: number, finalUrl?: string): Promise<void> {
    await this.db.scanJob.updateMany({ where: { id, status: 'pending' }, data: { pagesCrawled, finalUrl } });
  }

  async markFailed(id: string, error: string): Promise<void> {
    await this.db.scanJob.updateMany({
      where: { id, status: 'pending' },
      data: { status: 'failed', error, finishedAt: new Date() },
    });
  }

  /**
   * Runs `work` while holding the job's row lock, so two aggregators finishing the last categories of the
   * same scan at once serialise instead of both seeing it incomplete.
   */
  withLockedJob<T>(id: string, work: (job: ScanJobRow, tx: Prisma.TransactionClient) => Promise<T>): Promise<T | null> {
    return this.db.$transaction(async (tx) => {
      const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "ScanJob" WHERE id = ${id}::uuid FOR UPDATE`;
      if (locked.length === 0) return null;
      const job = await tx.scanJob.findUniqueOrThrow({ where: { id } });
      return work(job, tx);
    });
  }

  async markDone(
    tx: Prisma.TransactionClient,
    id: string,
    done: { result: Prisma.InputJsonValue; score: number; finishedAt: Date },
  ): Promise<void> {
    await tx.scanJob.update({ where: { id }, data: { status: 'done', ...done } });
  }
}
