import type { IncomingHttpHeaders } from 'node:http';
import { request } from 'undici';
import { classifyFetchError, messageOf } from './classify-fetch-error';
import type { FetchHop, FetchResult, FetchTimings, ResponseHeaders } from './fetch-result';
import { readDecodedBody } from './read-decoded-body';
import { createSafeDispatcher, type ResolveHost } from './safe-dispatcher';
import { detectCharset } from './text-charset';

export interface FetchResourceOptions {
  method?: 'GET' | 'HEAD';
  /** Decoded (decompressed) bytes kept at most; a longer body comes back cut, with `truncated: true`. */
  maxBytes: number;
  /** For the whole fetch: every hop's connection, headers and body. */
  timeoutMs: number;
  maxRedirects: number;
  allowPrivate: boolean;
  userAgent: string;
  accept?: string;
  /** Replaces the system DNS; tests use it to play a rebinding DNS. */
  resolve?: ResolveHost;
}

const DEFAULT_ACCEPT = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5';
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

class FetchTimeoutError extends Error {
  readonly code = 'ETIMEDOUT';
  constructor(timeoutMs: number) {
    super(`no complete response within ${timeoutMs} ms`);
    this.name = 'FetchTimeoutError';
  }
}

function normalizeHeaders(raw: IncomingHttpHeaders): ResponseHeaders {
  const headers: ResponseHeaders = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    const key = name.toLowerCase();
    if (key === 'set-cookie') headers[key] = Array.isArray(value) ? value : [value];
    else headers[key] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * Fetches a URL of a site that is not ours: every connection pinned to an address the guard checked, redirects
 * followed by hand and recorded, the decoded body capped, one deadline for everything. Never throws: every way
 * it can end is a kind of FetchResult.
 */
export async function fetchResource(url: string, options: FetchResourceOptions): Promise<FetchResult> {
  const started = performance.now();
  let dnsMs: number | undefined;
  const dispatcher = createSafeDispatcher({
    allowPrivate: options.allowPrivate,
    resolve: options.resolve,
    connectTimeoutMs: options.timeoutMs,
    onResolved: (ms) => (dnsMs = (dnsMs ?? 0) + ms),
  });
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new FetchTimeoutError(options.timeoutMs)), options.timeoutMs);
  const redirects: FetchHop[] = [];
  const seen = new Set<string>();
  const timings = (ttfbMs: number): FetchTimings => ({
    ...(dnsMs === undefined ? {} : { dnsMs: Math.round(dnsMs) }),
    ttfbMs: Math.round(ttfbMs),
    totalMs: Math.round(performance.now() - started),
  });
  let current = url;
  try {
    for (;;) {
      const target = new URL(current);
      if (target.protocol !== 'http:' && target.protocol !== 'https:') {
        throw Object.assign(new TypeError(`not an http(s) URL: ${current}`), { code: 'ERR_INVALID_URL' });
      }
      seen.add(target.href);
      const hopStarted = performance.now();
      const response = await request(target, {
        method: options.method ?? 'GET',
        headers: {
          'user-agent': options.userAgent,
          accept: options.accept ?? DEFAULT_ACCEPT,
          'accept-encoding': 'gzip, deflate, br',
        },
        dispatcher,
        signal: deadline.signal,
      });
      const location = single(response.headers.location);
      if (REDIRECT_STATUSES.has(response.statusCode) && location) {
        await response.body.dump(); // reads a little so the connection can serve the next hop
        const next = new URL(location, target).href;
        redirects.push({ url: target.href, status: response.statusCode, location: next, ms: Math.round(performance.now() - hopStarted) });
        if (seen.has(next)) return { kind: 'redirect-loop', url, redirects, timings: timings(performance.now() - started) };
        if (redirects.length > options.maxRedirects) {
          return { kind: 'too-many-redirects', url, redirects, timings: timings(performance.now() - started) };
        }
        current = next;
        continue;
      }
      const ttfbMs = performance.now() - started;
      const headers = normalizeHeaders(response.headers);
      if (options.method === 'HEAD') await response.body.dump();
      const { bytes, truncated } =
        options.method === 'HEAD'
          ? { bytes: Buffer.alloc(0), truncated: false }
          : await readDecodedBody(response.body, single(headers['content-encoding']), options.maxBytes);
      const charset = detectCharset(single(headers['content-type']), bytes);
      return {
        kind: 'ok',
        url,
        finalUrl: target.href,
        status: response.statusCode,
        headers,
        body: bytes,
        truncated,
        charset,
        text: new TextDecoder(charset).decode(bytes),
        redirects,
        timings: timings(ttfbMs),
      };
    }
  } catch (error) {
    // An abort surfaces as undici's or the stream's own AbortError; the deadline's reason says what happened.
    const cause = deadline.signal.aborted ? deadline.signal.reason : error;
    return { kind: classifyFetchError(cause), url, failedUrl: current, message: messageOf(cause), redirects, timings: timings(performance.now() - started) };
  } finally {
    clearTimeout(timer);
    await dispatcher.destroy();
  }
}
