import type { RedirectHop } from '@seo/contracts';
import { fetchResource } from './fetch/fetch-resource';

export interface FetchLimits {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  allowPrivate: boolean;
  userAgent: string;
}

export interface FetchedPage {
  url: string;
  finalUrl: string;
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  bytes: number;
  redirects: RedirectHop[];
  timings: { ttfbMs: number; totalMs: number };
}

export class FetchError extends Error {
  constructor(readonly url: string, message: string) {
    super(message);
    this.name = 'FetchError';
  }
}

/** A page for the crawl: the pinned, capped fetch of ./fetch, with any outcome but a response as FetchError. */
export async function fetchPage(url: string, limits: FetchLimits): Promise<FetchedPage> {
  const result = await fetchResource(url, limits);
  if (result.kind !== 'ok') {
    // A redirect stop carries no message: its kind says it all.
    throw new FetchError(url, 'message' in result ? `${result.kind}: ${result.message}` : result.kind.replaceAll('-', ' '));
  }
  const headers = Object.fromEntries(Object.entries(result.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join('\n') : value]));
  return {
    url,
    finalUrl: result.finalUrl,
    statusCode: result.status,
    headers,
    body: result.text,
    bytes: result.body.byteLength,
    redirects: result.redirects.map(({ url: from, status, location }) => ({ url: from, status, location })),
    timings: { ttfbMs: result.timings.ttfbMs, totalMs: result.timings.totalMs },
  };
}
