import type { PageArtifact } from '@seo/contracts';
import type { FetchedPage } from './fetch-page';
import { parsePage } from './parse-page';

export function isHtmlResponse(headers: Record<string, string>): boolean {
  return /^(text\/html|application\/xhtml\+xml)/i.test(headers['content-type'] ?? '');
}

/** Turns a fetched response into the artifact rules read. */
export function buildArtifact(page: FetchedPage, depth: number): PageArtifact {
  const html = isHtmlResponse(page.headers);
  const parsed = html ? parsePage(page.body, page.finalUrl) : null;
  return {
    url: page.url,
    finalUrl: page.finalUrl,
    statusCode: page.statusCode,
    depth,
    fetchedAt: new Date().toISOString(),
    contentType: page.headers['content-type'] ?? null,
    headers: page.headers,
    redirects: page.redirects,
    timings: page.timings,
    bytes: page.bytes,
    isHtml: html,
    head: parsed?.head ?? { titles: [], metaDescriptions: [], canonicals: [], metaRobots: [], lang: null, charset: null, viewport: null },
    headings: parsed?.headings ?? [],
    links: parsed?.links ?? [],
    images: parsed?.images ?? [],
    wordCount: parsed?.wordCount ?? 0,
  };
}

/** A page that could not be fetched at all (status 0), kept so the crawl records it. */
export function unreachableArtifact(url: string, depth: number): PageArtifact {
  return buildArtifact({ url, finalUrl: url, statusCode: 0, headers: {}, body: '', bytes: 0, redirects: [], timings: { ttfbMs: 0, totalMs: 0 } }, depth);
}

/** The artifact of an HTML page served 200 — how rule fixtures are written. */
export function artifactFromHtml(html: string, url = 'https://example.com/', depth = 0): PageArtifact {
  const headers = { 'content-type': 'text/html; charset=utf-8' };
  return buildArtifact({ url, finalUrl: url, statusCode: 200, headers, body: html, bytes: Buffer.byteLength(html), redirects: [], timings: { ttfbMs: 10, totalMs: 12 } }, depth);
}
