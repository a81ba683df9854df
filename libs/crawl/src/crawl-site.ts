import type { PageArtifact } from '@seo/contracts';
import type { CrawlOptions } from './crawl-options';
import { buildArtifact, isHtmlResponse, unreachableArtifact } from './build-artifact';
import { fetchPage } from './fetch-page';

export interface CrawlProgress {
  pagesCrawled: number;
  finalUrl: string;
}

export class StartUrlError extends Error {
  constructor(readonly url: string, message: string) {
    super(message);
    this.name = 'StartUrlError';
  }
}

/**
 * Breadth-first over the start URL's host, so pages fewer clicks from home come first. A start URL that
 * cannot be fetched as an HTML page throws StartUrlError; any other page that fails is recorded with status 0.
 */
export async function crawlSite(
  startUrl: string,
  options: CrawlOptions,
  onProgress: (progress: CrawlProgress) => Promise<void> = async () => {},
): Promise<PageArtifact[]> {
  const start = await fetchPage(startUrl, options).catch((error: Error) => {
    throw new StartUrlError(startUrl, `start URL could not be fetched: ${error.message}`);
  });
  if (start.statusCode >= 400) throw new StartUrlError(startUrl, `start URL answered HTTP ${start.statusCode}`);
  if (!isHtmlResponse(start.headers)) throw new StartUrlError(startUrl, `start URL is not an HTML page (${start.headers['content-type'] ?? 'no content type'})`);

  const host = new URL(start.finalUrl).host;
  const pages: PageArtifact[] = [buildArtifact(start, 0)];
  const queued = new Set([startUrl, start.finalUrl]);
  let frontier = [pages[0]];
  await onProgress({ pagesCrawled: 1, finalUrl: start.finalUrl });

  for (let depth = 1; frontier.length > 0 && pages.length < options.pagesLimit; depth++) {
    const next: string[] = [];
    for (const page of frontier) {
      for (const link of page.links) {
        if (new URL(link.href).host !== host || queued.has(link.href)) continue;
        queued.add(link.href);
        next.push(link.href);
      }
    }
    const level = next.slice(0, options.pagesLimit - pages.length);
    if (level.length === 0) break;
    const fetched = await mapConcurrent(level, options.concurrency, async (url) => {
      const page = await fetchPage(url, options).catch(() => null);
      return page ? buildArtifact(page, depth) : unreachableArtifact(url, depth);
    });
    pages.push(...fetched);
    frontier = fetched;
    await onProgress({ pagesCrawled: pages.length, finalUrl: start.finalUrl });
  }
  return pages;
}

async function mapConcurrent<T, R>(items: T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  });
  await Promise.all(workers);
  return results;
}
