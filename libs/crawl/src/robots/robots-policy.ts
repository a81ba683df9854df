/** What one robots.txt says to our crawler, reduced to the questions the crawl and the audit ask. */
export interface RobotsPolicy {
  /** Whether our user agent may fetch the URL. URLs of another origin are not governed by this file and are allowed. */
  isAllowed(url: string): boolean;
  /** The raw Crawl-delay of the group that applies to us; capping it is the caller's decision. */
  crawlDelaySeconds: number | null;
  /** Sitemap lines, from anywhere in the file, as written. */
  sitemaps: string[];
  /** Lines the parser could not understand, for the technical/robots-invalid-syntax rule. Line numbers start at 1. */
  invalidLines: RobotsInvalidLine[];
}

export interface RobotsInvalidLine {
  line: number;
  text: string;
  reason: string;
}

/** RFC 9309 §2.3.1.3: an unavailable robots.txt (4xx) lets the crawler fetch anything. */
export const ALLOW_ALL_POLICY: RobotsPolicy = Object.freeze({
  isAllowed: () => true,
  crawlDelaySeconds: null,
  sitemaps: [],
  invalidLines: [],
});

/** RFC 9309 §2.3.1.4: an unreachable robots.txt (5xx, network error) means a complete disallow. */
export const DISALLOW_ALL_POLICY: RobotsPolicy = Object.freeze({
  isAllowed: () => false,
  crawlDelaySeconds: null,
  sitemaps: [],
  invalidLines: [],
});
