import type { CategoryId, PageArtifact, RuleNeeds, Severity } from '@seo/contracts';

/** What a reader needs to know about a rule, and what /rules and docs/rules.md list. */
export interface RuleMeta {
  /** `<category>/<slug>`; the file is libs/rules/src/<category>/<slug>.ts. */
  id: string;
  category: CategoryId;
  severity: Severity;
  title: string;
  why: string;
  howToFix: string[];
  needs: RuleNeeds;
  /** Multiplies the severity's penalty in the category score (docs/scoring.md). Default 1. */
  weight?: number;
}

export type PageOutcome = { status: 'pass' } | { status: 'fail'; detail: string } | { status: 'skip'; reason: string };

export interface Finding {
  page: string;
  detail: string;
}
export type SiteOutcome = { status: 'pass' } | { status: 'fail'; findings: Finding[] } | { status: 'skip'; reason: string };

/** Everything a site rule may read: the whole crawl. */
export interface SiteCrawl {
  startUrl: string;
  pages: PageArtifact[];
}

/** Judges one page at a time; pure. */
export interface PageRule extends RuleMeta {
  scope: 'page';
  /** Which pages the rule judges; default: HTML pages answered 2xx. */
  appliesTo?: (page: PageArtifact) => boolean;
  check(page: PageArtifact): PageOutcome;
}

/** Judges the crawl as a whole; pure. */
export interface SiteRule extends RuleMeta {
  scope: 'site';
  check(site: SiteCrawl): SiteOutcome;
}

export type Rule = PageRule | SiteRule;

export const pass = (): PageOutcome & SiteOutcome => ({ status: 'pass' });
export const fail = (detail: string): PageOutcome => ({ status: 'fail', detail });
export const failSite = (findings: Finding[]): SiteOutcome => (findings.length ? { status: 'fail', findings } : pass());
export const skip = (reason: string): PageOutcome & SiteOutcome => ({ status: 'skip', reason });

export const isIndexableHtml = (page: PageArtifact): boolean =>
  page.isHtml && page.statusCode >= 200 && page.statusCode < 300;
