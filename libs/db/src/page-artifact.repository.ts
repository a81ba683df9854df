import type { PageArtifact } from '@seo/contracts';
import type { Db } from './prisma-client';
import type { Prisma } from './generated/prisma/client';

export class PageArtifactRepository {
  constructor(private readonly db: Db) {}

  /** Idempotent: a page already stored for the scan is kept as it is. Returns how many were new. */
  async saveMany(scanId: string, artifacts: PageArtifact[]): Promise<number> {
    if (artifacts.length === 0) return 0;
    const { count } = await this.db.pageArtifact.createMany({
      data: artifacts.map((artifact) => ({
        scanId,
        url: artifact.url,
        statusCode: artifact.statusCode,
        depth: artifact.depth,
        artifact: artifact as unknown as Prisma.InputJsonValue,
      })),
      skipDuplicates: true,
    });
    return count;
  }

  async listByScan(scanId: string): Promise<PageArtifact[]> {
    const rows = await this.db.pageArtifact.findMany({ where: { scanId }, orderBy: { id: 'asc' }, select: { artifact: true } });
    return rows.map((row) => row.artifact as unknown as PageArtifact);
  }

  countByScan(scanId: string): Promise<number> {
    return this.db.pageArtifact.count({ where: { scanId } });
  }
}
