import type { PageArtifact } from '@seo/contracts';
import type { Db } from './prisma-client';

export class LinkRepository {
  constructor(private readonly db: Db) {}

  /** Stores every outlink of the pages; idempotent per (scan, source, target, anchor). */
  async saveFromPages(scanId: string, pages: PageArtifact[]): Promise<number> {
    const data = pages.flatMap((page) =>
      page.links.map((link) => ({
        scanId,
        sourceUrl: page.url,
        targetUrl: link.href,
        sourceHost: new URL(page.url).host,
        targetHost: new URL(link.href).host,
        anchorText: link.text.slice(0, 500),
        rel: link.rel,
      })),
    );
    if (data.length === 0) return 0;
    const { count } = await this.db.link.createMany({ data, skipDuplicates: true });
    return count;
  }

  countByScan(scanId: string): Promise<number> {
    return this.db.link.count({ where: { scanId } });
  }
}
