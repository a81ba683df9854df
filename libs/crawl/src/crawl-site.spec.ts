import { FIXTURE_SITE, serveStaticSite, type StaticSite } from '../../../test/support/static-site';
import { DEFAULT_CRAWL_OPTIONS } from './crawl-options';
import { crawlSite, StartUrlError } from './crawl-site';

describe('crawlSite', () => {
  let site: StaticSite;
  beforeAll(async () => (site = await serveStaticSite(FIXTURE_SITE)));
  afterAll(() => site.close());

  const options = { ...DEFAULT_CRAWL_OPTIONS, allowPrivate: true, pagesLimit: 50 };

  it('crawls the host breadth-first, records depth and failures, never leaves the host', async () => {
    const progress: number[] = [];
    const pages = await crawlSite(site.url, options, async (p) => void progress.push(p.pagesCrawled));
    const byPath = Object.fromEntries(pages.map((p) => [new URL(p.url).pathname, [p.statusCode, p.depth]]));
    expect(byPath).toEqual({
      '/': [200, 0],
      '/about.html': [200, 1],
      '/blog/': [200, 1],
      '/missing.html': [404, 1],
      '/blog/first-post.html': [200, 2],
    });
    expect(progress).toEqual([1, 4, 5]);
  });

  it('stops at the page limit', async () => {
    const pages = await crawlSite(site.url, { ...options, pagesLimit: 2 });
    expect(pages.map((p) => new URL(p.url).pathname)).toEqual(['/', '/about.html']);
  });

  it('fails clearly when the start URL answers an error', async () => {
    await expect(crawlSite(`${site.url}nope.html`, options)).rejects.toThrow(new StartUrlError('', 'start URL answered HTTP 404'));
  });

  it('refuses a loopback site unless private addresses are allowed', async () => {
    await expect(crawlSite(site.url, { ...options, allowPrivate: false })).rejects.toThrow(/not a public address/);
  });
});
