import { normaliseUrl } from '../url-normalise';
import { parseSitemap, type SitemapKind } from './parse-sitemap';

/** Fetches a URL, following redirects itself. Throws on network failure. */
export type SitemapFetcher = (url: string) => Promise<{ status: number; body: Buffer; contentType?: string }>;

export interface CollectSitemapOptions {
  /** Sitemap files fetched at most, indexes included. */
  maxSitemaps?: number;
  /** Page URLs collected at most; fetching stops once reached. */
  maxUrls: number;
}

export interface SitemapVisit {
  url: string;
  /** HTTP status, or 0 when the request got no answer. */
  status: number;
  kind: SitemapKind | null;
  /** Entries the file lists: page URLs for a urlset or text file, child sitemaps for an index. */
  urlCount: number;
  errors: string[];
}

export interface CollectedSitemaps {
  /** Page URLs, normalised and de-duplicated, in the order found. */
  urls: string[];
  sitemaps: SitemapVisit[];
}

/**
 * Seeds the crawl from sitemaps: fetches the seeds, then the children of any index, breadth-first. A visited set keeps
 * indexes that list each other from looping; the budgets bound the work a hostile or huge site can cause.
 */
export async function collectSitemapUrls(
  seeds: string[],
  fetcher: SitemapFetcher,
  { maxSitemaps = 50, maxUrls }: CollectSitemapOptions,
): Promise<CollectedSitemaps> {
  const urls = new Set<string>();
  const visits: SitemapVisit[] = [];
  const queue: string[] = [];
  const queued = new Set<string>();
  const enqueue = (url: string) => {
    if (queued.has(url)) return;
    queued.add(url);
    queue.push(url);
  };
  const invalidSeeds = seeds.filter((seed) => {
    const url = normaliseUrl(seed);
    if (url) enqueue(url);
    return url === null;
  });
  for (const seed of invalidSeeds) visits.push({ url: seed, status: 0, kind: null, urlCount: 0, errors: ['not an absolute http(s) URL'] });

  for (let fetched = 0; queue.length > 0 && fetched < maxSitemaps && urls.size < maxUrls; fetched++) {
    const sitemapUrl = queue.shift() as string;
    const visit = await fetchSitemap(sitemapUrl, fetcher);
    visits.push(visit.record);
    for (const child of visit.children) {
      const url = normaliseUrl(child, sitemapUrl);
      if (url) enqueue(url);
      else visit.record.errors.push(`child sitemap is not an http(s) URL: ${child}`);
    }
    for (const loc of visit.pages) {
      const url = normaliseUrl(loc);
      if (!url) visit.record.errors.push(`<loc> is not an absolute http(s) URL: ${loc}`);
      else if (urls.size < maxUrls) urls.add(url);
    }
  }
  return { urls: [...urls], sitemaps: visits };
}

async function fetchSitemap(
  url: string,
  fetcher: SitemapFetcher,
): Promise<{ record: SitemapVisit; pages: string[]; children: string[] }> {
  let response: Awaited<ReturnType<SitemapFetcher>>;
  try {
    response = await fetcher(url);
  } catch (error) {
    return { record: { url, status: 0, kind: null, urlCount: 0, errors: [`request failed: ${(error as Error).message}`] }, pages: [], children: [] };
  }
  if (response.status < 200 || response.status >= 300) {
    return { record: { url, status: response.status, kind: null, urlCount: 0, errors: [`HTTP ${response.status}`] }, pages: [], children: [] };
  }
  const parsed = parseSitemap(response.body);
  return {
    record: { url, status: response.status, kind: parsed.kind, urlCount: parsed.urls.length + parsed.sitemaps.length, errors: parsed.errors },
    pages: parsed.urls.map((entry) => entry.loc),
    children: parsed.sitemaps,
  };
}
