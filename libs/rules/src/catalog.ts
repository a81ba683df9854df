import { createHash } from 'node:crypto';
import { CATEGORY_IDS, type CategoryId, type RuleListing, type RulesResponse } from '@seo/contracts';
import type { Rule } from './rule';
import { h1Missing } from './core-seo/h1-missing';
import { metaDescriptionMissing } from './core-seo/meta-description-missing';
import { titleMissing } from './core-seo/title-missing';

/** Every rule of the catalog; /rules and docs/rules.md are generated from this list. */
export const ALL_RULES: readonly Rule[] = [titleMissing, metaDescriptionMissing, h1Missing];

export function rulesFor(category: CategoryId): Rule[] {
  return ALL_RULES.filter((rule) => rule.category === category);
}

export function toListing(rule: Rule): RuleListing {
  return {
    id: rule.id,
    category: rule.category,
    severity: rule.severity,
    title: rule.title,
    why: rule.why,
    how_to_fix: rule.howToFix,
    scope: rule.scope,
    needs: rule.needs,
  };
}

/** Changes whenever a rule is added, removed or changes what it reports. */
export const RULES_VERSION = createHash('sha256')
  .update(JSON.stringify(ALL_RULES.map(toListing)))
  .digest('hex')
  .slice(0, 12);

export function listRules(): RulesResponse {
  const counts = Object.fromEntries(CATEGORY_IDS.map((c) => [c, rulesFor(c).length])) as Record<CategoryId, number>;
  return { version: RULES_VERSION, count: ALL_RULES.length, categories: counts, rules: ALL_RULES.map(toListing) };
}
