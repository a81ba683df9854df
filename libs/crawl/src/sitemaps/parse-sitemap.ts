import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { decodeSitemapBody } from './decode-sitemap-body';
import { SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS } from './sitemap-limits';

/** urlset and sitemapindex are the XML roots; text is the one-URL-per-line format. */
export type SitemapKind = 'urlset' | 'sitemapindex' | 'text';

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
  changefreq?: string;
  priority?: number;
}

export interface ParsedSitemap {
  /** null when the body is not a sitemap at all (invalid XML, another root element, undecodable gzip). */
  kind: SitemapKind | null;
  urls: SitemapUrl[];
  /** Child sitemaps listed by a sitemap index. */
  sitemaps: string[];
  /** Everything wrong with the file, for the report; parsing never throws. */
  errors: string[];
}

const CHANGEFREQS = new Set(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']);

const xmlParser = new XMLParser({
  ignoreAttributes: true,
  // Some generators prefix the sitemap namespace (<sm:urlset>); the element names are what matter.
  removeNSPrefix: true,
  // Keep values as text: a loc like "https://x/007" or a lastmod must not be turned into a number.
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === 'url' || name === 'sitemap',
});

/** Reads a sitemap body (XML, gzipped XML or plain text) into its URLs or child sitemaps plus the problems found. */
export function parseSitemap(body: string | Buffer): ParsedSitemap {
  const decoded = decodeSitemapBody(body);
  if (decoded.error) return { kind: null, urls: [], sitemaps: [], errors: [decoded.error] };

  const parsed = decoded.text.trimStart().startsWith('<') ? parseXmlSitemap(decoded.text) : parseTextSitemap(decoded.text);
  if (decoded.bytes > SITEMAP_MAX_BYTES) parsed.errors.push(`sitemap is ${decoded.bytes} bytes uncompressed, over the ${SITEMAP_MAX_BYTES} byte limit`);
  const entries = parsed.urls.length + parsed.sitemaps.length;
  if (entries > SITEMAP_MAX_URLS) parsed.errors.push(`sitemap lists ${entries} entries, over the ${SITEMAP_MAX_URLS} limit`);
  return parsed;
}

function parseTextSitemap(text: string): ParsedSitemap {
  const result: ParsedSitemap = { kind: 'text', urls: [], sitemaps: [], errors: [] };
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') return;
    if (/^https?:\/\/\S+$/i.test(line)) result.urls.push({ loc: line });
    else result.errors.push(`line ${index + 1} is not an absolute http(s) URL: ${line.slice(0, 200)}`);
  });
  return result;
}

function parseXmlSitemap(xml: string): ParsedSitemap {
  const validation = XMLValidator.validate(xml);
  if (validation !== true) {
    const { msg, line, col } = validation.err;
    return { kind: null, urls: [], sitemaps: [], errors: [`invalid XML at line ${line}, column ${col}: ${msg}`] };
  }
  let document: Record<string, unknown>;
  try {
    document = xmlParser.parse(xml) as Record<string, unknown>;
  } catch (error) {
    // The validator and the parser disagree on a few inputs (e.g. entity limits); the file is unusable either way.
    return { kind: null, urls: [], sitemaps: [], errors: [`XML could not be parsed: ${(error as Error).message}`] };
  }
  if (isRecord(document.urlset)) return readUrlset(document.urlset);
  if (isRecord(document.sitemapindex)) return readSitemapIndex(document.sitemapindex);
  if (document.urlset === '') return { kind: 'urlset', urls: [], sitemaps: [], errors: [] };
  if (document.sitemapindex === '') return { kind: 'sitemapindex', urls: [], sitemaps: [], errors: [] };
  const roots = Object.keys(document).filter((key) => key !== '?xml');
  return { kind: null, urls: [], sitemaps: [], errors: [`root element is <${roots[0] ?? 'none'}>, not <urlset> or <sitemapindex>`] };
}

function readUrlset(urlset: Record<string, unknown>): ParsedSitemap {
  const result: ParsedSitemap = { kind: 'urlset', urls: [], sitemaps: [], errors: [] };
  asRecords(urlset.url).forEach((entry, index) => {
    const loc = text(entry.loc);
    if (!loc) {
      result.errors.push(`<url> #${index + 1} has no <loc>`);
      return;
    }
    const url: SitemapUrl = { loc };
    const lastmod = text(entry.lastmod);
    if (lastmod) url.lastmod = lastmod;
    const changefreq = text(entry.changefreq);
    if (changefreq && CHANGEFREQS.has(changefreq.toLowerCase())) url.changefreq = changefreq.toLowerCase();
    else if (changefreq) result.errors.push(`<url> ${loc} has an invalid <changefreq> "${changefreq}"`);
    const priority = text(entry.priority);
    if (priority && isPriority(priority)) url.priority = Number(priority);
    else if (priority) result.errors.push(`<url> ${loc} has an invalid <priority> "${priority}"`);
    result.urls.push(url);
  });
  return result;
}

function readSitemapIndex(index: Record<string, unknown>): ParsedSitemap {
  const result: ParsedSitemap = { kind: 'sitemapindex', urls: [], sitemaps: [], errors: [] };
  asRecords(index.sitemap).forEach((entry, position) => {
    const loc = text(entry.loc);
    if (loc) result.sitemaps.push(loc);
    else result.errors.push(`<sitemap> #${position + 1} has no <loc>`);
  });
  return result;
}

function isPriority(value: string): boolean {
  return /^\d*\.?\d+$/.test(value) && Number(value) >= 0 && Number(value) <= 1;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asRecords(value: unknown): Record<string, unknown>[] {
  // An empty element (<url/>) parses as '', kept as an entry without fields so it is reported, not skipped.
  return Array.isArray(value) ? value.map((entry) => (isRecord(entry) ? entry : {})) : [];
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
