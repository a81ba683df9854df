/** Everything that shapes a crawl, with the defaults a site that is not ours deserves. */
export interface CrawlOptions {
  /** Pages fetched at most. */
  pagesLimit: number;
  /** Requests in flight at once to the site. */
  concurrency: number;
  /** Bytes read per response at most. */
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  /** Lets scans reach loopback and private addresses (tests, self-hosting). */
  allowPrivate: boolean;
  userAgent: string;
}

/** Our crawler's user agent token, the one robots.txt groups name to address us. */
export const USER_AGENT_TOKEN = 'SeoAuditBot';

export const DEFAULT_CRAWL_OPTIONS: Omit<CrawlOptions, 'pagesLimit'> = {
  concurrency: 4,
  maxBytes: 5 * 1024 * 1024,
  timeoutMs: 15_000,
  maxRedirects: 10,
  allowPrivate: false,
  userAgent: `Mozilla/5.0 (compatible; ${USER_AGENT_TOKEN}/0.1)`,
};

export function crawlOptionsFromEnv(pagesLimit: number, env: NodeJS.ProcessEnv = process.env): CrawlOptions {
  return { ...DEFAULT_CRAWL_OPTIONS, pagesLimit, allowPrivate: env.SCAN_ALLOW_PRIVATE === '1' };
}
