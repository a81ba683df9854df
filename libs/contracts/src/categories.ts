/** The 20 audit categories, in the order reports list them. */
export const CATEGORY_IDS = [
  'core-seo',
  'performance',
  'links',
  'images',
  'security',
  'technical',
  'crawlability',
  'structured-data',
  'js-rendering',
  'accessibility',
  'content',
  'social',
  'eeat',
  'url-structure',
  'redirects',
  'mobile',
  'i18n',
  'html',
  'ai-geo',
  'legal',
] as const;

export type CategoryId = (typeof CATEGORY_IDS)[number];

export const isCategoryId = (value: unknown): value is CategoryId =>
  typeof value === 'string' && (CATEGORY_IDS as readonly string[]).includes(value);

export const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export type Severity = (typeof SEVERITIES)[number];

export const SCAN_TYPES = ['quick', 'full'] as const;
export type ScanType = (typeof SCAN_TYPES)[number];

/** Pages crawled at most per scan type. */
export const PAGE_LIMITS: Record<ScanType, number> = { quick: 50, full: 500 };
