/** sitemaps.org protocol: at most 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed per file. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;
