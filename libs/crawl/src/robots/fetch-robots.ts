import { parseRobots } from './parse-robots';
import { ALLOW_ALL_POLICY, DISALLOW_ALL_POLICY, type RobotsPolicy } from './robots-policy';

/** Fetches a URL, following redirects itself (RFC 9309 §2.3.1.2 asks for at least five). Throws on network failure. */
export type RobotsFetcher = (url: string) => Promise<{ status: number; body: string }>;

export interface RobotsFetchResult {
  /** ok: 2xx and parsed; missing: 4xx, everything allowed; unreachable: 5xx or no answer, everything disallowed. */
  status: 'ok' | 'missing' | 'unreachable';
  /** Absent when the request got no HTTP answer at all. */
  httpStatus?: number;
  /** The body was longer than the parse limit and only its start was read. */
  truncated: boolean;
  policy: RobotsPolicy;
}

/** RFC 9309 §2.5: crawlers must parse at least 500 KiB; reading more only opens the door to huge files. */
export const ROBOTS_MAX_BYTES = 500 * 1024;

/** Fetches and interprets `${origin}/robots.txt` with the RFC 9309 §2.3.1 outcomes for each kind of answer. */
export async function fetchRobots(origin: string, fetcher: RobotsFetcher): Promise<RobotsFetchResult> {
  const robotsUrl = new URL('/robots.txt', origin).href;
  let response: { status: number; body: string };
  try {
    response = await fetcher(robotsUrl);
  } catch {
    return { status: 'unreachable', truncated: false, policy: DISALLOW_ALL_POLICY };
  }
  const httpStatus = response.status;
  if (httpStatus >= 200 && httpStatus < 300) {
    const { text, truncated } = truncateUtf8(response.body, ROBOTS_MAX_BYTES);
    return { status: 'ok', httpStatus, truncated, policy: parseRobots(robotsUrl, text) };
  }
  // 429 is "slow down", not "no file": like Google, treat it as the server being unavailable.
  // A 3xx reaching us means the fetcher gave up on the redirects, which §2.3.1.2 treats as unavailable (4xx).
  if ((httpStatus >= 300 && httpStatus < 500) && httpStatus !== 429) {
    return { status: 'missing', httpStatus, truncated: false, policy: ALLOW_ALL_POLICY };
  }
  return { status: 'unreachable', httpStatus, truncated: false, policy: DISALLOW_ALL_POLICY };
}

function truncateUtf8(body: string, maxBytes: number): { text: string; truncated: boolean } {
  const bytes = Buffer.from(body, 'utf8');
  if (bytes.length <= maxBytes) return { text: body, truncated: false };
  // Drop the line cut in half: a partial "Disallow: /priv" would match more than the site meant.
  const head = bytes.subarray(0, maxBytes).toString('utf8');
  const lastBreak = Math.max(head.lastIndexOf('\n'), head.lastIndexOf('\r'));
  return { text: lastBreak === -1 ? head : head.slice(0, lastBreak + 1), truncated: true };
}
