import type { CategoryId, CategoryIssue } from '@seo/contracts';
import { isIndexableHtml, type Finding, type Rule, type SiteCrawl } from './rule';
import { categoryScore, type RuleScoreInput } from './scoring';

/** How many evidence rows an issue carries at most; `pages` always lists every page. */
const EVIDENCE_LIMIT = 20;

export interface CategoryEvaluation {
  category: CategoryId;
  score: number;
  rulesChecked: number;
  rulesPassed: number;
  issues: CategoryIssue[];
}

interface RuleRun {
  judged: number;
  findings: Finding[];
  skipped: boolean;
}

function runRule(rule: Rule, site: SiteCrawl): RuleRun {
  if (rule.scope === 'site') {
    const outcome = rule.check(site);
    if (outcome.status === 'skip') return { judged: 0, findings: [], skipped: true };
    return { judged: 1, findings: outcome.status === 'fail' ? outcome.findings : [], skipped: false };
  }
  const applies = rule.appliesTo ?? isIndexableHtml;
  let judged = 0;
  const findings: Finding[] = [];
  for (const page of site.pages) {
    if (!applies(page)) continue;
    const outcome = rule.check(page);
    if (outcome.status === 'skip') continue;
    judged++;
    if (outcome.status === 'fail') findings.push({ page: page.url, detail: outcome.detail });
  }
  // A page rule that found nothing to judge could not be evaluated: skipped, never passed.
  return { judged, findings, skipped: judged === 0 };
}

function issueMessage(rule: Rule, pages: string[]): string {
  if (rule.scope === 'site') return rule.title;
  return pages.length === 1 ? `1 page: ${rule.title.toLowerCase()}` : `${pages.length} pages: ${rule.title.toLowerCase()}`;
}

/** Evaluates one category's rules over a crawl: pure, deterministic. */
export function evaluateCategory(category: CategoryId, rules: Rule[], site: SiteCrawl): CategoryEvaluation {
  const scored: RuleScoreInput[] = [];
  const issues: CategoryIssue[] = [];
  let rulesPassed = 0;
  for (const rule of rules) {
    const run = runRule(rule, site);
    if (run.skipped) continue;
    const pages = [...new Set(run.findings.map((f) => f.page))];
    const failed = rule.scope === 'site' ? Math.min(1, pages.length) : pages.length;
    scored.push({ severity: rule.severity, weight: rule.weight ?? 1, judged: run.judged, failed });
    if (pages.length === 0) {
      rulesPassed++;
      continue;
    }
    issues.push({
      rule_id: rule.id,
      severity: rule.severity,
      title: rule.title,
      message: issueMessage(rule, pages),
      pages,
      page_count: pages.length,
      evidence: run.findings.slice(0, EVIDENCE_LIMIT),
    });
  }
  return { category, score: categoryScore(scored), rulesChecked: scored.length, rulesPassed, issues };
}
