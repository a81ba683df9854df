import type { RedirectHop } from '@seo/contracts';
import { assertPublicHost } from './address-guard';

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

async function readCapped(response: Response, maxBytes: number): Promise<{ body: string; bytes: number }> {
  if (!response.body) return { body: '', bytes: 0 };
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    if (bytes > maxBytes) throw new FetchError(response.url, `response larger than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return { body: Buffer.concat(chunks).toString('utf8'), bytes };
}

/** GET with redirects followed by hand, so every hop is recorded and checked against the address guard. */
export async function fetchPage(url: string, limits: FetchLimits): Promise<FetchedPage> {
  const started = performance.now();
  const redirects: RedirectHop[] = [];
  const seen = new Set<string>();
  let current = url;
  for (;;) {
    const target = new URL(current);
    await assertPublicHost(target.hostname, limits.allowPrivate);
    const response = await fetch(current, {
      redirect: 'manual',
      headers: { 'user-agent': limits.userAgent, accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5' },
      signal: AbortSignal.timeout(limits.timeoutMs),
    }).catch((error: unknown) => {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      throw new FetchError(current, `fetch failed: ${cause ?? (error as Error).message}`);
    });
    const ttfbMs = performance.now() - started;
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      const next = new URL(location, current).href;
      redirects.push({ url: current, status: response.status, location: next });
      if (seen.has(next) || redirects.length > limits.maxRedirects) {
        throw new FetchError(url, seen.has(next) ? 'redirect loop' : `more than ${limits.maxRedirects} redirects`);
      }
      seen.add(current);
      current = next;
      continue;
    }
    const { body, bytes } = await readCapped(response, limits.maxBytes);
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => (headers[name.toLowerCase()] = value));
    return {
      url,
      finalUrl: current,
      statusCode: response.status,
      headers,
      body,
      bytes,
      redirects,
      timings: { ttfbMs: Math.round(ttfbMs), totalMs: Math.round(performance.now() - started) },
    };
  }
}
