import { normaliseUrl, trailingSlashVariant } from './url-normalise';

describe('normaliseUrl', () => {
  it.each<[string, string | undefined, string | null]>([
    // scheme and host case
    ['HTTP://Example.COM/Path', undefined, 'http://example.com/Path'],
    ['HTTPS://WWW.EXAMPLE.COM/', undefined, 'https://www.example.com/'],
    // default ports dropped, other ports kept
    ['http://example.com:80/a', undefined, 'http://example.com/a'],
    ['https://example.com:443/a', undefined, 'https://example.com/a'],
    ['http://example.com:443/a', undefined, 'http://example.com:443/a'],
    ['https://example.com:8443/a', undefined, 'https://example.com:8443/a'],
    // empty path
    ['https://example.com', undefined, 'https://example.com/'],
    ['https://example.com?q=1', undefined, 'https://example.com/?q=1'],
    // fragment
    ['https://example.com/a#section', undefined, 'https://example.com/a'],
    ['https://example.com/a?x=1#', undefined, 'https://example.com/a?x=1'],
    // dot segments
    ['https://example.com/a/./b/../c', undefined, 'https://example.com/a/c'],
    ['https://example.com/../../a', undefined, 'https://example.com/a'],
    ['https://example.com/a/%2e%2E/b', undefined, 'https://example.com/b'],
    // directory indexes
    ['https://example.com/index.html', undefined, 'https://example.com/'],
    ['https://example.com/docs/index.htm', undefined, 'https://example.com/docs/'],
    ['https://example.com/docs/index.php?page=2', undefined, 'https://example.com/docs/?page=2'],
    ['https://example.com/docs/myindex.html', undefined, 'https://example.com/docs/myindex.html'],
    ['https://example.com/index.html/more', undefined, 'https://example.com/index.html/more'],
    // trailing slash is not merged
    ['https://example.com/a/', undefined, 'https://example.com/a/'],
    ['https://example.com/a', undefined, 'https://example.com/a'],
    // percent-encoding
    ['https://example.com/%7euser/%7Ename', undefined, 'https://example.com/~user/~name'],
    ['https://example.com/a%2fb%3a', undefined, 'https://example.com/a%2Fb%3A'],
    ['https://example.com/%41%62%2D%5F', undefined, 'https://example.com/Ab-_'],
    ['https://example.com/caf\u00e9', undefined, 'https://example.com/caf%C3%A9'],
    ['https://example.com/caf%c3%a9', undefined, 'https://example.com/caf%C3%A9'],
    ['https://example.com/s?q=%7e%2f', undefined, 'https://example.com/s?q=~%2F'],
    // query kept as given
    ['https://example.com/s?b=2&a=1&a=0', undefined, 'https://example.com/s?b=2&a=1&a=0'],
    ['https://example.com/s?', undefined, 'https://example.com/s?'],
    // IDN and IPv6 hosts
    ['https://B\u00fccher.example/x', undefined, 'https://xn--bcher-kva.example/x'],
    ['https://\u4f8b\u3048.jp', undefined, 'https://xn--r8jz45g.jp/'],
    ['http://[::1]:80/a', undefined, 'http://[::1]/a'],
    ['https://[2001:DB8::1]:8443/', undefined, 'https://[2001:db8::1]:8443/'],
    ['http://192.168.0.1:8080/', undefined, 'http://192.168.0.1:8080/'],
    // relative input with a base
    ['../b?x=1', 'https://example.com/a/c/d', 'https://example.com/a/b?x=1'],
    ['//Other.example/p', 'https://example.com/', 'https://other.example/p'],
    ['/x#y', 'http://example.com:80/a', 'http://example.com/x'],
    ['  https://example.com/padded  ', undefined, 'https://example.com/padded'],
    // credentials are kept, not silently dropped
    ['https://user:pw@Example.com/', undefined, 'https://user:pw@example.com/'],
    // not absolute http(s), or garbage
    ['/relative/only', undefined, null],
    ['mailto:someone@example.com', undefined, null],
    ['javascript:void(0)', undefined, null],
    ['ftp://example.com/file', undefined, null],
    ['data:text/plain,hi', 'https://example.com/', null],
    ['', undefined, null],
    ['http://', undefined, null],
    ['https://exa mple.com/', undefined, null],
    ['http://[::1/', undefined, null],
    ['not a url at all', undefined, null],
  ])('%j (base %j) → %j', (input, base, expected) => {
    expect(normaliseUrl(input, base)).toBe(expected);
  });

  it('is idempotent', () => {
    const once = normaliseUrl('HTTP://Example.com:80/a/./%7eb/index.html?x=%2f#f');
    expect(once).toBe('http://example.com/a/~b/?x=%2F');
    expect(normaliseUrl(once ?? '')).toBe(once);
  });
});

describe('trailingSlashVariant', () => {
  it.each([
    ['https://example.com/a', 'https://example.com/a/'],
    ['https://example.com/a/', 'https://example.com/a'],
    ['https://example.com/a/b.html', 'https://example.com/a/b.html/'],
    ['https://example.com/a/?q=1', 'https://example.com/a?q=1'],
    ['https://example.com/a?q=1', 'https://example.com/a/?q=1'],
    ['https://example.com/', 'https://example.com/'],
  ])('%s ⇄ %s', (url, variant) => {
    expect(trailingSlashVariant(url)).toBe(variant);
  });

  it('round-trips', () => {
    const url = 'https://example.com/shop/shoes';
    expect(trailingSlashVariant(trailingSlashVariant(url))).toBe(url);
  });
});
