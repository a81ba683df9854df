import { parsePage } from './parse-page';

describe('parsePage', () => {
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title> Hello
    world </title><meta name="description" content="Desc"><meta name="robots" content="noindex">
    <meta name="viewport" content="width=device-width"><link rel="canonical" href="/canon"></head>
    <body><h1>Top <b>title</b></h1><h3>Deep</h3><script>var words = "not counted";</script>
    <p>Four words of text.</p><a href="/a?x=1#frag" rel="nofollow">Go <img src="i.png" alt="icon"></a>
    <a href="https://other.example/">Out</a><a href="mailto:x@y.z">mail</a><img src="/p.jpg" width="10" loading="lazy"></body></html>`;
  const page = parsePage(html, 'https://example.com/dir/page');

  it('gathers the head', () => {
    expect(page.head).toEqual({
      titles: ['Hello world'], metaDescriptions: ['Desc'], canonicals: ['/canon'], metaRobots: ['noindex'],
      lang: 'de', charset: 'utf-8', viewport: 'width=device-width',
    });
  });

  it('gathers headings with their text', () => {
    expect(page.headings).toEqual([{ level: 1, text: 'Top title' }, { level: 3, text: 'Deep' }]);
  });

  it('resolves http(s) links, drops fragments and other schemes, and marks internal ones', () => {
    expect(page.links).toEqual([
      { href: 'https://example.com/a?x=1', text: 'Go icon', rel: 'nofollow', internal: true },
      { href: 'https://other.example/', text: 'Out', rel: '', internal: false },
    ]);
  });

  it('gathers images with their attributes', () => {
    expect(page.images).toEqual([
      { src: 'https://example.com/dir/i.png', alt: 'icon', width: null, height: null, loading: null },
      { src: 'https://example.com/p.jpg', alt: null, width: '10', height: null, loading: 'lazy' },
    ]);
  });

  it('counts visible words only', () => {
    // Top, title, Deep, Four, words, of, text, Go, Out, mail: scripts and the title are not body text.
    expect(page.wordCount).toBe(10);
  });
});
