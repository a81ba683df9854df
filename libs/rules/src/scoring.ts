import type { Severity } from '@seo/contracts';

/** Points a failing rule can cost (docs/scoring.md). */
export const SEVERITY_PENALTY: Record<Severity, number> = { critical: 40, high: 20, medium: 10, low: 5 };

export interface RuleScoreInput {
  severity: Severity;
  weight: number;
  /** Pages the rule judged (1 for a site rule). */
  judged: number;
  /** Pages it failed on (for a site rule: 1 when it failed). */
  failed: number;
}

/**
 * A failing rule costs half its penalty for failing at all and the other half in proportion to the share of
 * judged pages it fails on, so one bad page in 500 still shows, and a site-wide fault costs in full.
 */
export function rulePenalty({ severity, weight, judged, failed }: RuleScoreInput): number {
  if (failed === 0 || judged === 0) return 0;
  return SEVERITY_PENALTY[severity] * weight * (0.5 + 0.5 * (failed / judged));
}

/** 100 minus the penalties of the rules evaluated (skipped rules are not inputs), never below 0. */
export function categoryScore(rules: RuleScoreInput[]): number {
  const penalty = rules.reduce((sum, rule) => sum + rulePenalty(rule), 0);
  return Math.max(0, Math.round(100 - penalty));
}

/** A page's own score: its issues' full penalties. */
export function pageScore(issues: { severity: Severity; weight: number }[]): number {
  const penalty = issues.reduce((sum, issue) => sum + SEVERITY_PENALTY[issue.severity] * issue.weight, 0);
  return Math.max(0, Math.round(100 - penalty));
}

/** The overall score: the mean of the categories that evaluated at least one rule. */
export function overallScore(categories: { score: number; rulesChecked: number }[]): number {
  const evaluated = categories.filter((c) => c.rulesChecked > 0);
  if (evaluated.length === 0) return 100;
  return Math.round(evaluated.reduce((sum, c) => sum + c.score, 0) / evaluated.length);
}
