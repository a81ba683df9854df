import { CATEGORY_IDS, SEVERITIES, type CategoryId, type CategoryResult, type PageArtifact, type PageSummary, type ScanResult, type ScanType, type Severity } from '@seo/contracts';
import type { CategoryScoreRecord } from '@seo/db';
import { ALL_RULES, overallScore, pageScore } from '@seo/rules';

export interface FinishedScan {
  url: string;
  finalUrl: string | null;
  scanType: ScanType;
  pagesLimit: number;
  startedAt: Date;
  finishedAt: Date;
}

const ruleWeight = new Map(ALL_RULES.map((rule) => [rule.id, rule.weight ?? 1]));

function pageSummaries(pages: PageArtifact[], scores: CategoryScoreRecord[]): PageSummary[] {
  const issuesByPage = new Map<string, PageSummary['issues']>();
  for (const { category, issues } of scores) {
    for (const issue of issues) {
      for (const page of issue.pages) {
        const list = issuesByPage.get(page) ?? [];
        list.push({ rule_id: issue.rule_id, category, severity: issue.severity });
        issuesByPage.set(page, list);
      }
    }
  }
  return pages.map((page) => {
    const issues = issuesByPage.get(page.url) ?? [];
    return {
      url: page.url,
      status_code: page.statusCode,
      depth: page.depth,
      title: page.head.titles[0] ?? null,
      score: pageScore(issues.map((i) => ({ severity: i.severity, weight: ruleWeight.get(i.rule_id) ?? 1 }))),
      issues,
    };
  });
}

/** The result of CONTRACT.md from the stored category scores and pages; pure. */
export function assembleResult(scan: FinishedScan, scores: CategoryScoreRecord[], pages: PageArtifact[]): ScanResult {
  const byCategory = new Map(scores.map((s) => [s.category, s]));
  const categories = Object.fromEntries(
    CATEGORY_IDS.map((id): [CategoryId, CategoryResult] => {
      const s = byCategory.get(id);
      return [id, s ? { score: s.score, rules_checked: s.rulesChecked, rules_passed: s.rulesPassed, issues: s.issues } : { score: 100, rules_checked: 0, rules_passed: 0, issues: [] }];
    }),
  ) as Record<CategoryId, CategoryResult>;
  const summary = Object.fromEntries(SEVERITIES.map((s) => [s, 0])) as Record<Severity, number>;
  for (const s of scores) for (const issue of s.issues) summary[issue.severity]++;
  return {
    url: scan.url,
    final_url: scan.finalUrl ?? scan.url,
    scan_type: scan.scanType,
    started_at: scan.startedAt.toISOString(),
    finished_at: scan.finishedAt.toISOString(),
    duration_ms: Math.max(0, scan.finishedAt.getTime() - scan.startedAt.getTime()),
    pages_crawled: pages.length,
    pages_limit: scan.pagesLimit,
    rules_evaluated: scores.reduce((sum, s) => sum + s.rulesChecked, 0),
    score: overallScore(scores),
    summary,
    categories,
    pages: pageSummaries(pages, scores),
  };
}
