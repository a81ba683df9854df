/**
 * One spelling per URL, so the crawl's visited set and the audit's duplicate checks compare like with like.
 * WHATWG URL parsing already lower-cases scheme and host, converts IDN hosts to punycode, drops default ports,
 * resolves dot segments and turns an empty path into '/'; the rest is RFC 3986 §6.2.2 plus directory indexes.
 */

const DIRECTORY_INDEX = /\/index\.(?:html?|php)$/;
const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** Absolute http(s) URL in canonical form, or null when the input is not one (relative without base, mailto:, garbage). */
export function normaliseUrl(input: string, base?: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;

  url.hash = '';
  const userinfo = url.username ? `${url.username}${url.password ? `:${url.password}` : ''}@` : '';
  const authority = `${url.protocol}//${userinfo}${url.host}`;
  // Taken from href rather than url.search so a bare trailing '?' survives: the query is kept exactly as given.
  const pathAndQuery = url.href.slice(authority.length);
  const queryStart = pathAndQuery.indexOf('?');
  const path = queryStart === -1 ? pathAndQuery : pathAndQuery.slice(0, queryStart);
  const query = queryStart === -1 ? '' : pathAndQuery.slice(queryStart);

  return authority + normalisePercentEncoding(path).replace(DIRECTORY_INDEX, '/') + normalisePercentEncoding(query);
}

/**
 * The same URL with the trailing slash of its path toggled (`/a` ⇄ `/a/`), for the check that a site serves only one of them.
 * The root path has no variant and comes back unchanged. Expects an absolute URL, as normaliseUrl returns.
 */
export function trailingSlashVariant(url: string): string {
  const parsed = new URL(url);
  if (parsed.pathname === '/') return url;
  parsed.pathname = parsed.pathname.endsWith('/') ? parsed.pathname.slice(0, -1) : `${parsed.pathname}/`;
  return parsed.href;
}

/** Upper-case hex digits and decode escapes of unreserved characters: both spell the same URL (RFC 3986 §6.2.2.1–2). */
function normalisePercentEncoding(text: string): string {
  return text.replace(/%([0-9A-Fa-f]{2})/g, (_escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : `%${hex.toUpperCase()}`;
  });
}
