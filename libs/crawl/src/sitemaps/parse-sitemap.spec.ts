import { gzipSync } from 'node:zlib';
import { parseSitemap } from './parse-sitemap';
import { SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS } from './sitemap-limits';

const urlset = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</urlset>`;

describe('parseSitemap', () => {
  it('reads a urlset with all optional fields', () => {
    const result = parseSitemap(urlset(`
      <url><loc>https://shop.example/</loc><lastmod>2026-11-01</lastmod><changefreq>daily</changefreq><priority>1.0</priority></url>
      <url><loc> https://shop.example/p?a=1&amp;b=2 </loc></url>
      <url><loc><![CDATA[https://shop.example/c?x=1&y=2]]></loc><lastmod>2026-10-01T10:00:00+00:00</lastmod></url>`));
    expect(result).toEqual({
      kind: 'urlset',
      urls: [
        { loc: 'https://shop.example/', lastmod: '2026-11-01', changefreq: 'daily', priority: 1 },
        { loc: 'https://shop.example/p?a=1&b=2' },
        { loc: 'https://shop.example/c?x=1&y=2', lastmod: '2026-10-01T10:00:00+00:00' },
      ],
      sitemaps: [],
      errors: [],
    });
  });

  it('reads a single <url> as a list', () => {
    expect(parseSitemap(urlset('<url><loc>https://shop.example/only</loc></url>')).urls).toEqual([{ loc: 'https://shop.example/only' }]);
  });

  it('reads an empty urlset', () => {
    expect(parseSitemap(urlset(''))).toEqual({ kind: 'urlset', urls: [], sitemaps: [], errors: [] });
  });

  it('reads a sitemap index', () => {
    const result = parseSitemap(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
      <sitemap><loc>https://shop.example/s1.xml</loc><lastmod>2026-01-01</lastmod></sitemap>
      <sitemap><loc>https://shop.example/s2.xml.gz</loc></sitemap>
    </sitemapindex>`);
    expect(result).toEqual({ kind: 'sitemapindex', urls: [], sitemaps: ['https://shop.example/s1.xml', 'https://shop.example/s2.xml.gz'], errors: [] });
  });

  it('ignores extension elements and namespace prefixes', () => {
    const result = parseSitemap(`<sm:urlset xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
      <sm:url><sm:loc>https://shop.example/a</sm:loc><image:image><image:loc>https://shop.example/a.jpg</image:loc></image:image></sm:url>
    </sm:urlset>`);
    expect(result.urls).toEqual([{ loc: 'https://shop.example/a' }]);
    expect(result.errors).toEqual([]);
  });

  it('keeps numeric-looking values as text', () => {
    expect(parseSitemap(urlset('<url><loc>https://shop.example/007</loc><lastmod>2026</lastmod></url>')).urls).toEqual([
      { loc: 'https://shop.example/007', lastmod: '2026' },
    ]);
  });

  it('reports entries without <loc> and invalid optional fields, keeping the rest', () => {
    const result = parseSitemap(urlset(`
      <url><lastmod>2026-01-01</lastmod></url>
      <url/>
      <url><loc>https://shop.example/a</loc><changefreq>sometimes</changefreq><priority>1.5</priority></url>`));
    expect(result.urls).toEqual([{ loc: 'https://shop.example/a' }]);
    expect(result.errors).toEqual([
      '<url> #1 has no <loc>',
      '<url> #2 has no <loc>',
      '<url> https://shop.example/a has an invalid <changefreq> "sometimes"',
      '<url> https://shop.example/a has an invalid <priority> "1.5"',
    ]);
  });

  it('reports invalid XML instead of throwing', () => {
    const result = parseSitemap(urlset('<url><loc>https://shop.example/a</url>'));
    expect(result.kind).toBeNull();
    expect(result.urls).toEqual([]);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(/^invalid XML at line 2, column \d+: /);
  });

  it('reports a document that is not a sitemap (an HTML error page)', () => {
    const result = parseSitemap('<html><body><h1>Not found</h1></body></html>');
    expect(result).toEqual({ kind: null, urls: [], sitemaps: [], errors: ['root element is <html>, not <urlset> or <sitemapindex>'] });
  });

  it('reads a plain-text sitemap, one URL per line', () => {
    const result = parseSitemap('\uFEFFhttps://shop.example/a\r\n\r\n  https://shop.example/b  \nnot a url\nftp://shop.example/c\n');
    expect(result.kind).toBe('text');
    expect(result.urls).toEqual([{ loc: 'https://shop.example/a' }, { loc: 'https://shop.example/b' }]);
    expect(result.errors).toEqual([
      'line 4 is not an absolute http(s) URL: not a url',
      'line 5 is not an absolute http(s) URL: ftp://shop.example/c',
    ]);
  });

  it('reads Buffers, with a BOM', () => {
    const result = parseSitemap(Buffer.from(`\uFEFF${urlset('<url><loc>https://shop.example/a</loc></url>')}`));
    expect(result.urls).toEqual([{ loc: 'https://shop.example/a' }]);
  });

  it('gunzips a body that starts with the gzip magic number', () => {
    const result = parseSitemap(gzipSync(urlset('<url><loc>https://shop.example/zipped</loc></url>')));
    expect(result).toMatchObject({ kind: 'urlset', urls: [{ loc: 'https://shop.example/zipped' }], errors: [] });
  });

  it('reports a corrupt gzip body', () => {
    const result = parseSitemap(Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x01, 0x02]));
    expect(result.kind).toBeNull();
    expect(result.errors[0]).toMatch(/^gzip body could not be decompressed/);
  });

  it('stops inflating a gzip bomb at the 50 MB cap', () => {
    const bomb = gzipSync(Buffer.concat([Buffer.from(urlset('')), Buffer.alloc(SITEMAP_MAX_BYTES + 1024 * 1024, ' ')]));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const result = parseSitemap(bomb);
    expect(result).toEqual({ kind: null, urls: [], sitemaps: [], errors: [expect.stringMatching(/past the 52428800 byte limit/)] });
  });

  it('reports an uncompressed body over 50 MB but still reads it', () => {
    // Plain text keeps this fast; the size check does not depend on the format.
    const result = parseSitemap(Buffer.concat([Buffer.from('https://shop.example/a\n'), Buffer.alloc(SITEMAP_MAX_BYTES, ' ')]));
    expect(result.urls).toEqual([{ loc: 'https://shop.example/a' }]);
    expect(result.errors).toEqual([expect.stringMatching(/over the 52428800 byte limit/)]);
  });

  it('reports more than 50,000 URLs but keeps them all', () => {
    const lines = Array.from({ length: SITEMAP_MAX_URLS + 1 }, (_, i) => `https://shop.example/p${i}`).join('\n');
    const result = parseSitemap(lines);
    expect(result.urls).toHaveLength(SITEMAP_MAX_URLS + 1);
    expect(result.errors).toEqual(['sitemap lists 50001 entries, over the 50000 limit']);
  });

  it('accepts exactly 50,000 URLs', () => {
    const urls = Array.from({ length: SITEMAP_MAX_URLS }, (_, i) => `<url><loc>https://shop.example/p${i}</loc></url>`).join('');
    const result = parseSitemap(urlset(urls));
    expect(result.urls).toHaveLength(SITEMAP_MAX_URLS);
    expect(result.errors).toEqual([]);
  });
});
