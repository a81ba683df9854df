import { parseRobots } from './parse-robots';

const ROBOTS_URL = 'https://shop.example/robots.txt';
const allowed = (body: string, path: string) => parseRobots(ROBOTS_URL, body).isAllowed(`https://shop.example${path}`);

describe('parseRobots', () => {
  const multiAgent = [
    '# robots.txt for shop.example',
    'Sitemap: https://shop.example/sitemap_index.xml',
    '',
    'User-agent: *',
    'Disallow: /cart',
    'Disallow: /checkout/',
    'Allow: /checkout/help',
    'Crawl-delay: 2',
    '',
    'User-agent: Googlebot',
    'User-agent: Bingbot',
    'Disallow: /search',
    '',
    'User-agent: seoauditbot # us, whatever the case',
    'Disallow: /private/',
    'Allow: /private/public-page',
    'Disallow: /*.pdf$',
    'Disallow: /*?sessionid=',
    'Crawl-delay: 5',
    '',
    'Sitemap: https://shop.example/news-sitemap.xml',
  ].join('\n');

  it('uses the group naming our token, case-insensitively, instead of *', () => {
    expect(allowed(multiAgent, '/cart')).toBe(true); // only * disallows it
    expect(allowed(multiAgent, '/search')).toBe(true); // only Googlebot/Bingbot disallow it
    expect(allowed(multiAgent, '/private/secret')).toBe(false);
    expect(parseRobots(ROBOTS_URL, multiAgent).crawlDelaySeconds).toBe(5);
  });

  it('falls back to the * group when no group names us', () => {
    const body = 'User-agent: Googlebot\nDisallow: /\n\nUser-agent: *\nDisallow: /cart\nCrawl-delay: 2\n';
    expect(allowed(body, '/cart')).toBe(false);
    expect(allowed(body, '/products')).toBe(true);
    expect(parseRobots(ROBOTS_URL, body).crawlDelaySeconds).toBe(2);
  });

  it('allows everything when no group applies, and has no crawl delay', () => {
    const policy = parseRobots(ROBOTS_URL, 'User-agent: Googlebot\nDisallow: /\n');
    expect(policy.isAllowed('https://shop.example/anything')).toBe(true);
    expect(policy.crawlDelaySeconds).toBeNull();
  });

  it('merges several groups for our token', () => {
    const body = 'User-agent: SeoAuditBot\nDisallow: /a\n\nUser-agent: *\nDisallow: /\n\nUser-agent: SEOAUDITBOT\nDisallow: /b\n';
    expect(allowed(body, '/a')).toBe(false);
    expect(allowed(body, '/b')).toBe(false);
    expect(allowed(body, '/c')).toBe(true);
  });

  it('lets the longest matching rule win, and Allow win a tie', () => {
    expect(allowed(multiAgent, '/private/public-page')).toBe(true);
    expect(allowed(multiAgent, '/private/public-page-2')).toBe(true);
    const tie = 'User-agent: *\nDisallow: /page\nAllow: /page\n';
    expect(allowed(tie, '/page')).toBe(true);
    const longerDisallow = 'User-agent: *\nAllow: /shop\nDisallow: /shop/old\n';
    expect(allowed(longerDisallow, '/shop/new')).toBe(true);
    expect(allowed(longerDisallow, '/shop/old/1')).toBe(false);
  });

  it('honours the $ end anchor and the * wildcard', () => {
    expect(allowed(multiAgent, '/files/guide.pdf')).toBe(false);
    expect(allowed(multiAgent, '/files/guide.pdf?download=1')).toBe(true);
    expect(allowed(multiAgent, '/files/guide.pdfx')).toBe(true);
    expect(allowed(multiAgent, '/list?sessionid=abc&page=2')).toBe(false);
    expect(allowed(multiAgent, '/list?page=2&sessionid=abc')).toBe(true); // the pattern names '?', not '&'
    expect(allowed(multiAgent, '/list?page=2')).toBe(true);
  });

  it('matches paths case-sensitively', () => {
    expect(allowed(multiAgent, '/Private/secret')).toBe(true);
  });

  it('treats an empty Disallow as allowing everything', () => {
    expect(allowed('User-agent: *\nDisallow:\n', '/anything')).toBe(true);
  });

  it('collects Sitemap lines from anywhere in the file, in order', () => {
    expect(parseRobots(ROBOTS_URL, multiAgent).sitemaps).toEqual([
      'https://shop.example/sitemap_index.xml',
      'https://shop.example/news-sitemap.xml',
    ]);
  });

  it('reads a file that starts with a UTF-8 BOM', () => {
    const policy = parseRobots(ROBOTS_URL, '\uFEFFUser-agent: *\nDisallow: /admin\n');
    expect(policy.isAllowed('https://shop.example/admin')).toBe(false);
    expect(policy.invalidLines).toEqual([]);
  });

  it('reads CRLF and lone CR line endings', () => {
    const crlf = 'User-agent: *\r\nDisallow: /admin\r\nAllow: /admin/login\r\n';
    expect(allowed(crlf, '/admin/users')).toBe(false);
    expect(allowed(crlf, '/admin/login')).toBe(true);
    expect(allowed('User-agent: *\rDisallow: /tmp\r', '/tmp/x')).toBe(false);
  });

  it('ignores comments, whole-line and trailing', () => {
    const body = '# Disallow: /everything\nUser-agent: * # all bots\nDisallow: /old # retired section\n';
    expect(allowed(body, '/everything')).toBe(true);
    expect(allowed(body, '/old/page')).toBe(false);
    expect(parseRobots(ROBOTS_URL, body).invalidLines).toEqual([]);
  });

  it('compares percent-encoded and raw non-ASCII paths alike', () => {
    expect(allowed('User-agent: *\nDisallow: /caf\u00e9\n', '/caf%C3%A9/menu')).toBe(false);
  });

  it('does not judge URLs of another origin', () => {
    const policy = parseRobots(ROBOTS_URL, 'User-agent: *\nDisallow: /\n');
    expect(policy.isAllowed('https://shop.example/')).toBe(false);
    expect(policy.isAllowed('https://other.example/')).toBe(true);
    expect(policy.isAllowed('http://shop.example/')).toBe(true);
  });

  it('reports lines it cannot understand, with line numbers and the original text', () => {
    const body = [
      'Disallow: /early', // 1: before any group
      'User-agent: *', // 2
      'Disalow: /typo', // 3: unknown key
      'Noindex: /old', // 4: unsupported
      'just some text', // 5: no separator
      'Crawl-delay: soon', // 6
      'Disallow: private', // 7: no leading slash
      'Sitemap: /sitemap.xml', // 8: relative
      'User-agent:', // 9: no name
      'Allow: /ok # fine', // 10
      '', // 11
      '# comment: only', // 12
      'Host: shop.example', // 13
      'Clean-param: ref /articles/', // 14
    ].join('\r\n');
    expect(parseRobots(ROBOTS_URL, body).invalidLines).toEqual([
      { line: 1, text: 'Disallow: /early', reason: expect.stringContaining('before any User-agent') },
      { line: 3, text: 'Disalow: /typo', reason: 'unknown directive "Disalow"' },
      { line: 4, text: 'Noindex: /old', reason: 'unknown directive "Noindex"' },
      { line: 5, text: 'just some text', reason: expect.stringContaining('separator') },
      { line: 6, text: 'Crawl-delay: soon', reason: expect.stringContaining('Crawl-delay') },
      { line: 7, text: 'Disallow: private', reason: expect.stringContaining('"/"') },
      { line: 8, text: 'Sitemap: /sitemap.xml', reason: expect.stringContaining('absolute') },
      { line: 9, text: 'User-agent:', reason: expect.stringContaining('without a name') },
    ]);
  });

  it('numbers invalid lines past a BOM from 1', () => {
    expect(parseRobots(ROBOTS_URL, '\uFEFFgarbage\nUser-agent: *\n').invalidLines).toEqual([
      { line: 1, text: 'garbage', reason: expect.any(String) },
    ]);
  });

  it('exposes a fractional crawl delay as written', () => {
    expect(parseRobots(ROBOTS_URL, 'User-agent: *\nCrawl-delay: 0.5\n').crawlDelaySeconds).toBe(0.5);
  });
});
