import { gzipSync } from 'node:zlib';
import { collectSitemapUrls, type SitemapFetcher } from './collect-sitemap-urls';

const urlset = (...locs: string[]) =>
  `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((loc) => `<url><loc>${loc}</loc></url>`).join('')}</urlset>`;
const index = (...locs: string[]) =>
  `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((loc) => `<sitemap><loc>${loc}</loc></sitemap>`).join('')}</sitemapindex>`;

/** A fake site: path → body (string, or Buffer for gzip), or a bare status code. */
function site(files: Record<string, string | Buffer | number>): SitemapFetcher & jest.Mock {
  return jest.fn(async (url: string) => {
    const file = files[new URL(url).pathname];
    if (file === undefined) return { status: 404, body: Buffer.from('not found') };
    if (typeof file === 'number') return { status: file, body: Buffer.alloc(0) };
    return { status: 200, body: Buffer.isBuffer(file) ? file : Buffer.from(file) };
  });
}

describe('collectSitemapUrls', () => {
  it('collects a urlset, normalising and de-duplicating its URLs', async () => {
    const fetcher = site({
      '/sitemap.xml': urlset('https://Shop.example/a', 'https://shop.example:443/a#top', 'https://shop.example/b/index.html', 'mailto:x@y.z'),
    });
    const result = await collectSitemapUrls(['https://shop.example/sitemap.xml'], fetcher, { maxUrls: 100 });
    expect(result.urls).toEqual(['https://shop.example/a', 'https://shop.example/b/']);
    expect(result.sitemaps).toEqual([
      { url: 'https://shop.example/sitemap.xml', status: 200, kind: 'urlset', urlCount: 4, errors: ['<loc> is not an absolute http(s) URL: mailto:x@y.z'] },
    ]);
  });

  it('follows an index to two children, one gzipped, breadth-first', async () => {
    const fetcher = site({
      '/sitemap_index.xml': index('https://shop.example/pages.xml', 'https://shop.example/products.xml.gz'),
      '/pages.xml': urlset('https://shop.example/', 'https://shop.example/about'),
      '/products.xml.gz': gzipSync(urlset('https://shop.example/p/1', 'https://shop.example/p/2')),
    });
    const result = await collectSitemapUrls(['https://shop.example/sitemap_index.xml'], fetcher, { maxUrls: 100 });
    expect(result.urls).toEqual(['https://shop.example/', 'https://shop.example/about', 'https://shop.example/p/1', 'https://shop.example/p/2']);
    expect(result.sitemaps.map(({ url, kind, urlCount, errors }) => [url, kind, urlCount, errors])).toEqual([
      ['https://shop.example/sitemap_index.xml', 'sitemapindex', 2, []],
      ['https://shop.example/pages.xml', 'urlset', 2, []],
      ['https://shop.example/products.xml.gz', 'urlset', 2, []],
    ]);
  });

  it('visits each of two indexes that list each other once', async () => {
    const fetcher = site({
      '/a.xml': index('https://shop.example/b.xml', 'https://shop.example/pages.xml'),
      '/b.xml': index('https://SHOP.example/a.xml#again', 'https://shop.example/pages.xml'),
      '/pages.xml': urlset('https://shop.example/x'),
    });
    const result = await collectSitemapUrls(['https://shop.example/a.xml'], fetcher, { maxUrls: 100 });
    expect(fetcher.mock.calls.map(([url]) => url)).toEqual([
      'https://shop.example/a.xml',
      'https://shop.example/b.xml',
      'https://shop.example/pages.xml',
    ]);
    expect(result.urls).toEqual(['https://shop.example/x']);
  });

  it('records a missing child and a failed request, and carries on', async () => {
    const fetcher = site({ '/index.xml': index('/gone.xml', 'https://shop.example/down.xml', 'https://shop.example/ok.xml'), '/ok.xml': urlset('https://shop.example/ok') });
    const failing: SitemapFetcher = async (url) => {
      if (url.endsWith('/down.xml')) throw new Error('ECONNRESET');
      return fetcher(url);
    };
    const result = await collectSitemapUrls(['https://shop.example/index.xml'], failing, { maxUrls: 100 });
    expect(result.urls).toEqual(['https://shop.example/ok']);
    expect(result.sitemaps).toEqual([
      { url: 'https://shop.example/index.xml', status: 200, kind: 'sitemapindex', urlCount: 3, errors: [] },
      // A relative <loc> is resolved against the index it appears in.
      { url: 'https://shop.example/gone.xml', status: 404, kind: null, urlCount: 0, errors: ['HTTP 404'] },
      { url: 'https://shop.example/down.xml', status: 0, kind: null, urlCount: 0, errors: ['request failed: ECONNRESET'] },
      { url: 'https://shop.example/ok.xml', status: 200, kind: 'urlset', urlCount: 1, errors: [] },
    ]);
  });

  it('records an HTTP error status', async () => {
    const result = await collectSitemapUrls(['https://shop.example/sitemap.xml'], site({ '/sitemap.xml': 500 }), { maxUrls: 10 });
    expect(result).toEqual({ urls: [], sitemaps: [{ url: 'https://shop.example/sitemap.xml', status: 500, kind: null, urlCount: 0, errors: ['HTTP 500'] }] });
  });

  it('records invalid XML and keeps the URLs of the other sitemaps', async () => {
    const fetcher = site({ '/broken.xml': '<urlset><url><loc>https://shop.example/a</loc></urlset>', '/good.xml': urlset('https://shop.example/b') });
    const result = await collectSitemapUrls(['https://shop.example/broken.xml', 'https://shop.example/good.xml'], fetcher, { maxUrls: 10 });
    expect(result.urls).toEqual(['https://shop.example/b']);
    expect(result.sitemaps[0]).toMatchObject({ url: 'https://shop.example/broken.xml', status: 200, kind: null, urlCount: 0 });
    expect(result.sitemaps[0].errors[0]).toMatch(/^invalid XML/);
  });

  it('stops at the URL budget, fetching nothing more', async () => {
    const fetcher = site({
      '/one.xml': urlset('https://shop.example/1', 'https://shop.example/2', 'https://shop.example/3'),
      '/two.xml': urlset('https://shop.example/4'),
    });
    const result = await collectSitemapUrls(['https://shop.example/one.xml', 'https://shop.example/two.xml'], fetcher, { maxUrls: 2 });
    expect(result.urls).toEqual(['https://shop.example/1', 'https://shop.example/2']);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(result.sitemaps[0].urlCount).toBe(3);
  });

  it('stops at the sitemap budget', async () => {
    const children = Array.from({ length: 10 }, (_, i) => `https://shop.example/s${i}.xml`);
    const files: Record<string, string> = { '/index.xml': index(...children) };
    children.forEach((child, i) => (files[new URL(child).pathname] = urlset(`https://shop.example/p${i}`)));
    const fetcher = site(files);
    const result = await collectSitemapUrls(['https://shop.example/index.xml'], fetcher, { maxSitemaps: 3, maxUrls: 100 });
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(result.urls).toEqual(['https://shop.example/p0', 'https://shop.example/p1']);
  });

  it('fetches at most 50 sitemaps by default', async () => {
    const chain: Record<string, string> = {};
    for (let i = 0; i < 60; i++) chain[`/s${i}.xml`] = index(`https://shop.example/s${i + 1}.xml`);
    const fetcher = site(chain);
    await collectSitemapUrls(['https://shop.example/s0.xml'], fetcher, { maxUrls: 100 });
    expect(fetcher).toHaveBeenCalledTimes(50);
  });

  it('de-duplicates seeds and reports seeds that are not URLs without fetching them', async () => {
    const fetcher = site({ '/sitemap.xml': urlset('https://shop.example/a') });
    const result = await collectSitemapUrls(['https://shop.example/sitemap.xml', 'HTTPS://shop.example/sitemap.xml', '/relative.xml'], fetcher, { maxUrls: 10 });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(result.sitemaps.map(({ url, errors }) => [url, errors])).toEqual([
      ['/relative.xml', ['not an absolute http(s) URL']],
      ['https://shop.example/sitemap.xml', []],
    ]);
  });

  it('collects a plain-text sitemap', async () => {
    const fetcher = site({ '/sitemap.txt': 'https://shop.example/a\nhttps://shop.example/b\n' });
    const result = await collectSitemapUrls(['https://shop.example/sitemap.txt'], fetcher, { maxUrls: 10 });
    expect(result.urls).toEqual(['https://shop.example/a', 'https://shop.example/b']);
    expect(result.sitemaps[0].kind).toBe('text');
  });
});
