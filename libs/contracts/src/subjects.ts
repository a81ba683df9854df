import type { CategoryId } from './categories';

/**
 * Every bus subject, in the order a scan travels through them:
 * gateway → scan.requested → crawler → scan.crawled.<category> → rules → category.scored → aggregator.
 */
export const SUBJECTS = {
  /** A scan job was created; the crawler gathers its pages. */
  scanRequested: 'scan.requested',
  /** The crawl of a scan is stored; the rules of one category evaluate it. */
  scanCrawled: (category: CategoryId): string => `scan.crawled.${category}`,
  /** One category of a scan is scored; the aggregator assembles the result once all are in. */
  categoryScored: 'category.scored',
} as const;

/** Durable consumer (queue group) names: instances with the same name share the work. */
export const QUEUES = {
  crawler: 'crawler',
  rules: (category: CategoryId): string => `rules-${category}`,
  aggregator: 'aggregator',
} as const;
