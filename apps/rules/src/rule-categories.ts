import { CATEGORY_IDS, isCategoryId, type CategoryId } from '@seo/contracts';

/** The categories this worker serves: `RULE_CATEGORIES` (comma-separated) or all, so categories can scale apart. */
export function ruleCategoriesFromEnv(env: NodeJS.ProcessEnv = process.env): CategoryId[] {
  const raw = env.RULE_CATEGORIES?.trim();
  if (!raw) return [...CATEGORY_IDS];
  const wanted = raw.split(',').map((c) => c.trim()).filter(Boolean);
  const unknown = wanted.filter((c) => !isCategoryId(c));
  if (unknown.length) throw new Error(`RULE_CATEGORIES has unknown categories: ${unknown.join(', ')}`);
  return [...new Set(wanted)] as CategoryId[];
}
