import robotsParser from 'robots-parser';
import { USER_AGENT_TOKEN } from '../crawl-options';
import { findInvalidRobotsLines } from './find-invalid-robots-lines';
import type { RobotsPolicy } from './robots-policy';

/**
 * The policy a robots.txt body sets for our token. robots-parser picks the group naming our token
 * (case-insensitively, groups for the same agent merged) and falls back to the `*` group, as RFC 9309 §2.2.1 says;
 * within the group the longest matching path wins and Allow wins a tie, with `*` and `$` wildcards (§2.2.2–2.2.3).
 */
export function parseRobots(robotsUrl: string, body: string): RobotsPolicy {
  // A UTF-8 BOM would glue itself to the first key ("\uFEFFUser-agent") and robots-parser would drop that line.
  const text = body.startsWith('\uFEFF') ? body.slice(1) : body;
  const robots = robotsParser(robotsUrl, text);
  const crawlDelay = robots.getCrawlDelay(USER_AGENT_TOKEN);
  return {
    // undefined means the URL is on another origin, which this file has no say over.
    isAllowed: (url) => robots.isAllowed(url, USER_AGENT_TOKEN) ?? true,
    crawlDelaySeconds: crawlDelay ?? null,
    sitemaps: robots.getSitemaps(),
    invalidLines: findInvalidRobotsLines(text),
  };
}
