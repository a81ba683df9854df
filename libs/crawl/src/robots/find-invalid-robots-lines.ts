import type { RobotsInvalidLine } from './robots-policy';

/**
 * RFC 9309 records plus the widely honoured extensions (Crawl-delay, Sitemap, Yandex's Host and Clean-param).
 * Anything else is ignored by crawlers, which is what the site owner needs to hear about.
 */
const KNOWN_KEYS = new Set(['user-agent', 'allow', 'disallow', 'crawl-delay', 'sitemap', 'host', 'clean-param']);
const GROUP_RULES = new Set(['allow', 'disallow', 'crawl-delay']);

/** Lines robots-parser silently skips or misreads, found with the same line splitting and comment rules it uses. */
export function findInvalidRobotsLines(body: string): RobotsInvalidLine[] {
  const invalid: RobotsInvalidLine[] = [];
  let inGroup = false;
  body.split(/\r\n|\r|\n/).forEach((text, index) => {
    const line = index + 1;
    const content = stripComment(text).trim();
    if (content === '') return;
    const colon = content.indexOf(':');
    if (colon === -1) {
      invalid.push({ line, text, reason: 'no "key: value" separator' });
      return;
    }
    const key = content.slice(0, colon).trim().toLowerCase();
    const value = content.slice(colon + 1).trim();
    if (!KNOWN_KEYS.has(key)) {
      invalid.push({ line, text, reason: `unknown directive "${content.slice(0, colon).trim()}"` });
      return;
    }
    if (key === 'user-agent') {
      if (value === '') invalid.push({ line, text, reason: 'User-agent without a name' });
      inGroup = true;
      return;
    }
    if (GROUP_RULES.has(key) && !inGroup) {
      invalid.push({ line, text, reason: 'rule before any User-agent line, so it applies to no one' });
      return;
    }
    if (key === 'crawl-delay' && !(value !== '' && Number.isFinite(Number(value)) && Number(value) >= 0)) {
      invalid.push({ line, text, reason: 'Crawl-delay is not a non-negative number' });
    }
    if ((key === 'allow' || key === 'disallow') && value !== '' && !value.startsWith('/') && !value.startsWith('*')) {
      invalid.push({ line, text, reason: 'path does not start with "/" or "*"' });
    }
    if (key === 'sitemap' && !/^https?:\/\//i.test(value)) {
      invalid.push({ line, text, reason: 'Sitemap is not an absolute http(s) URL' });
    }
  });
  return invalid;
}

function stripComment(line: string): string {
  const hash = line.indexOf('#');
  return hash === -1 ? line : line.slice(0, hash);
}
