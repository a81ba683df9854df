import { normalizeScanUrl } from './scan-url';

describe('normalizeScanUrl', () => {
  it.each([
    ['HTTPS://Example.COM:443/Path/Page?b=2&a=1#top', 'https://example.com/Path/Page?b=2&a=1'],
    ['http://example.com:80', 'http://example.com/'],
    ['http://example.com:8080/a/', 'http://example.com:8080/a/'],
    ['https://example.com/a?q=Mixed&Case=1', 'https://example.com/a?q=Mixed&Case=1'],
    ['https://example.com/#', 'https://example.com/'],
  ])('%s → %s', (given, stored) => {
    expect(normalizeScanUrl(given)).toBe(stored);
  });
});
