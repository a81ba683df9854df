import type { CategoryId, CategoryIssue } from '@seo/contracts';
import type { Db } from './prisma-client';
import type { Prisma } from './generated/prisma/client';

export interface CategoryScoreRecord {
  category: CategoryId;
  score: number;
  rulesChecked: number;
  rulesPassed: number;
  issues: CategoryIssue[];
}

export class CategoryScoreRepository {
  constructor(private readonly db: Db) {}

  /** Idempotent: a redelivered evaluation overwrites the same row with the same outcome. */
  async save(scanId: string, record: CategoryScoreRecord): Promise<void> {
    const data = {
      score: record.score,
      rulesChecked: record.rulesChecked,
      rulesPassed: record.rulesPassed,
      issues: record.issues as unknown as Prisma.InputJsonValue,
    };
    await this.db.categoryScore.upsert({
      where: { scanId_category: { scanId, category: record.category } },
      create: { scanId, category: record.category, ...data },
      update: data,
    });
  }

  async listByScan(scanId: string, db: Prisma.TransactionClient = this.db): Promise<CategoryScoreRecord[]> {
    const rows = await db.categoryScore.findMany({ where: { scanId } });
    return rows.map((row) => ({
      category: row.category as CategoryId,
      score: row.score,
      rulesChecked: row.rulesChecked,
      rulesPassed: row.rulesPassed,
      issues: row.issues as unknown as CategoryIssue[],
    }));
  }
}
