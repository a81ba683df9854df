import { Readable } from 'node:stream';
import { brotliCompressSync, createGzip, gzipSync } from 'node:zlib';
import { fetchResource, type FetchResourceOptions } from './fetch-resource';
import { startLocalTestServer, unusedPort, type LocalTestServer } from './local-test-server';

const OPTIONS: FetchResourceOptions = {
  maxBytes: 5 * 1024 * 1024,
  timeoutMs: 5000,
  maxRedirects: 10,
  allowPrivate: true, // every server here is on loopback; the guard has its own spec
  userAgent: 'SeoAuditBot-test',
};

async function gzippedZeros(megabytes: number): Promise<Buffer> {
  const oneMegabyte = Buffer.alloc(1024 * 1024);
  const zeros = Readable.from((function* () {
    for (let i = 0; i < megabytes; i++) yield oneMegabyte;
  })());
  const chunks: Buffer[] = [];
  for await (const chunk of zeros.pipe(createGzip())) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('fetchResource', () => {
  const open: LocalTestServer[] = [];
  async function serve(handle: Parameters<typeof startLocalTestServer>[0]): Promise<LocalTestServer> {
    const server = await startLocalTestServer(handle);
    open.push(server);
    return server;
  }
  afterEach(() => Promise.all(open.splice(0).map((server) => server.close())));

  it('follows 301 then 302 to a 200 and records every hop', async () => {
    const server = await serve((request, response) => {
      if (request.url === '/a') response.writeHead(301, { location: '/b' }).end();
      else if (request.url === '/b') response.writeHead(302, { location: `${server.origin}/c` }).end();
      else response.writeHead(200, { 'content-type': 'text/html' }).end('<p>done</p>');
    });
    const result = await fetchResource(`${server.origin}/a`, OPTIONS);
    expect(result).toMatchObject({ kind: 'ok', status: 200, finalUrl: `${server.origin}/c`, text: '<p>done</p>' });
    expect(result.redirects).toEqual([
      { url: `${server.origin}/a`, status: 301, location: `${server.origin}/b`, ms: expect.any(Number) },
      { url: `${server.origin}/b`, status: 302, location: `${server.origin}/c`, ms: expect.any(Number) },
    ]);
    expect(server.paths).toEqual(['/a', '/b', '/c']);
  });

  it('stops a redirect loop and says so', async () => {
    const server = await serve((request, response) => {
      response.writeHead(302, { location: request.url === '/a' ? '/b' : '/a' }).end();
    });
    const result = await fetchResource(`${server.origin}/a`, OPTIONS);
    expect(result.kind).toBe('redirect-loop');
    expect(result.redirects.map((hop) => hop.location)).toEqual([`${server.origin}/b`, `${server.origin}/a`]);
    expect(server.paths).toEqual(['/a', '/b']);
  });

  describe('with maxRedirects 10', () => {
    let server: LocalTestServer;
    beforeEach(async () => {
      server = await serve((request, response) => {
        const [, left] = /^\/hops\/(\d+)$/.exec(request.url ?? '') ?? [];
        if (Number(left) > 0) response.writeHead(301, { location: `/hops/${Number(left) - 1}` }).end();
        else response.writeHead(200, { 'content-type': 'text/plain' }).end('arrived');
      });
    });

    it('follows 10 redirects', async () => {
      const result = await fetchResource(`${server.origin}/hops/10`, OPTIONS);
      expect(result).toMatchObject({ kind: 'ok', text: 'arrived' });
      expect(result.redirects).toHaveLength(10);
    });

    it('stops at the 11th', async () => {
      const result = await fetchResource(`${server.origin}/hops/11`, OPTIONS);
      expect(result.kind).toBe('too-many-redirects');
      expect(result.redirects).toHaveLength(11);
      expect(server.paths).toHaveLength(11);
    });
  });

  it('decodes gzip and brotli bodies', async () => {
    const page = '<html><body>' + 'compressed '.repeat(1000) + '</body></html>';
    const server = await serve((request, response) => {
      const [encoding, body] = request.url === '/gzip' ? ['gzip', gzipSync(page)] : ['br', brotliCompressSync(page)];
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': encoding }).end(body);
    });
    for (const path of ['/gzip', '/br']) {
      const result = await fetchResource(`${server.origin}${path}`, OPTIONS);
      expect(result).toMatchObject({ kind: 'ok', text: page, truncated: false });
    }
  });

  it('stops a gzip bomb at maxBytes of decoded data, quickly', async () => {
    const bomb = await gzippedZeros(200);
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(bomb);
    });
    const before = process.memoryUsage().arrayBuffers;
    const started = performance.now();
    const result = await fetchResource(server.origin, OPTIONS);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(result).toMatchObject({ kind: 'ok', truncated: true });
    expect(result.kind === 'ok' && result.body.byteLength).toBe(5 * 1024 * 1024);
    // 200 MB decoded would show here; the kept 5 MB and zlib's buffers do not come near.
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(64 * 1024 * 1024);
  });

  it('keeps a body exactly maxBytes long whole', async () => {
    const server = await serve((_request, response) => response.end(Buffer.alloc(1000, 'a')));
    const result = await fetchResource(server.origin, { ...OPTIONS, maxBytes: 1000 });
    expect(result).toMatchObject({ kind: 'ok', truncated: false, text: 'a'.repeat(1000) });
  });

  it('times out a server that never finishes its body, counting the body in the deadline', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<html>'); // and nothing more
    });
    const started = performance.now();
    const result = await fetchResource(server.origin, { ...OPTIONS, timeoutMs: 300 });
    expect(result.kind).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('times out a server that never answers', async () => {
    const server = await serve(() => {});
    const result = await fetchResource(server.origin, { ...OPTIONS, timeoutMs: 300 });
    expect(result).toMatchObject({ kind: 'timeout', message: expect.stringContaining('300 ms') });
  });

  it('reports a refused connection', async () => {
    const port = await unusedPort();
    const result = await fetchResource(`http://127.0.0.1:${port}/`, OPTIONS);
    expect(result).toMatchObject({ kind: 'connection-refused', message: expect.stringContaining('ECONNREFUSED') });
  });

  it('reports a TLS failure', async () => {
    const server = await serve((_request, response) => response.end('plain http'));
    const result = await fetchResource(`https://127.0.0.1:${server.port}/`, OPTIONS);
    expect(result.kind).toBe('tls-error');
  });

  it('reports a DNS failure', async () => {
    const notFound = Object.assign(new Error('getaddrinfo ENOTFOUND nowhere.test'), { code: 'ENOTFOUND' });
    const result = await fetchResource('http://nowhere.test/', { ...OPTIONS, resolve: () => Promise.reject(notFound) });
    expect(result).toMatchObject({ kind: 'dns-error', message: expect.stringContaining('nowhere.test') });
  });

  it('reports a body it cannot decode', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-encoding': 'gzip' }).end('not gzip at all');
    });
    expect((await fetchResource(server.origin, OPTIONS)).kind).toBe('decode-error');
  });

  it('sends HEAD and reads no body', async () => {
    const methods: string[] = [];
    const server = await serve((request, response) => {
      methods.push(request.method ?? '');
      response.writeHead(200, { 'content-type': 'text/html', 'content-length': '5000' }).end();
    });
    const result = await fetchResource(server.origin, { ...OPTIONS, method: 'HEAD' });
    expect(result).toMatchObject({ kind: 'ok', status: 200, text: '', headers: { 'content-length': '5000' } });
    expect(methods).toEqual(['HEAD']);
  });

  it('lower-cases headers and keeps every set-cookie', async () => {
    const server = await serve((_request, response) => {
      response.setHeader('X-Robots-Tag', 'noindex');
      response.setHeader('Set-Cookie', ['a=1', 'b=2']);
      response.end();
    });
    const result = await fetchResource(server.origin, OPTIONS);
    expect(result).toMatchObject({ kind: 'ok', headers: { 'x-robots-tag': 'noindex', 'set-cookie': ['a=1', 'b=2'] } });
  });

  it('decodes HTML with the charset of its <meta> when the Content-Type names none', async () => {
    const page = Buffer.concat([Buffer.from('<html><head><meta charset="iso-8859-1"><title>'), Buffer.from([0xe9]), Buffer.from('</title>')]);
    const server = await serve((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(page));
    expect(await fetchResource(server.origin, OPTIONS)).toMatchObject({ kind: 'ok', text: expect.stringContaining('<title>é</title>') });
  });

  it('decodes text with the charset of the Content-Type', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=ISO-8859-1' }).end(Buffer.from('caf\xe9', 'latin1'));
    });
    expect(await fetchResource(server.origin, OPTIONS)).toMatchObject({ kind: 'ok', text: 'café', charset: 'windows-1252' });
  });

  it('reports timings', async () => {
    const server = await serve((_request, response) => setTimeout(() => response.end('late'), 50));
    const result = await fetchResource(`http://local.test:${server.port}/`, { ...OPTIONS, resolve: async () => ['127.0.0.1'] });
    expect(result.timings).toEqual({ dnsMs: expect.any(Number), ttfbMs: expect.any(Number), totalMs: expect.any(Number) });
    expect(result.timings.ttfbMs).toBeGreaterThanOrEqual(45);
    expect(result.timings.totalMs).toBeGreaterThanOrEqual(result.timings.ttfbMs);
  });

  it('refuses URLs that are not http(s)', async () => {
    expect((await fetchResource('file:///etc/passwd', OPTIONS)).kind).toBe('invalid-url');
  });
});

