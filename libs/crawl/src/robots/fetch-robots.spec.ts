import { fetchRobots, ROBOTS_MAX_BYTES, type RobotsFetcher } from './fetch-robots';

const answering = (status: number, body = ''): RobotsFetcher & jest.Mock =>
  jest.fn(async () => ({ status, body }));

describe('fetchRobots', () => {
  it('asks for /robots.txt at the origin', async () => {
    const fetcher = answering(404);
    await fetchRobots('https://shop.example/some/page?x=1', fetcher);
    expect(fetcher).toHaveBeenCalledWith('https://shop.example/robots.txt');
  });

  it('parses a 2xx body', async () => {
    const result = await fetchRobots('https://shop.example', answering(200, 'User-agent: *\nDisallow: /cart\nSitemap: https://shop.example/s.xml'));
    expect(result).toMatchObject({ status: 'ok', httpStatus: 200, truncated: false });
    expect(result.policy.isAllowed('https://shop.example/cart')).toBe(false);
    expect(result.policy.isAllowed('https://shop.example/')).toBe(true);
    expect(result.policy.sitemaps).toEqual(['https://shop.example/s.xml']);
  });

  it.each([400, 401, 403, 404, 410])('allows everything on %i', async (status) => {
    const result = await fetchRobots('https://shop.example', answering(status, 'User-agent: *\nDisallow: /'));
    expect(result).toMatchObject({ status: 'missing', httpStatus: status });
    expect(result.policy.isAllowed('https://shop.example/anything')).toBe(true);
  });

  it('treats a redirect the fetcher did not resolve as unavailable', async () => {
    const result = await fetchRobots('https://shop.example', answering(301));
    expect(result).toMatchObject({ status: 'missing', httpStatus: 301 });
    expect(result.policy.isAllowed('https://shop.example/')).toBe(true);
  });

  it.each([429, 500, 503])('disallows everything on %i', async (status) => {
    const result = await fetchRobots('https://shop.example', answering(status, 'User-agent: *\nAllow: /'));
    expect(result).toMatchObject({ status: 'unreachable', httpStatus: status });
    expect(result.policy.isAllowed('https://shop.example/')).toBe(false);
  });

  it('disallows everything when the request fails', async () => {
    const result = await fetchRobots('https://shop.example', jest.fn(async () => { throw new Error('ECONNREFUSED'); }));
    expect(result.status).toBe('unreachable');
    expect(result.httpStatus).toBeUndefined();
    expect(result.policy.isAllowed('https://shop.example/')).toBe(false);
  });

  it('reads only the first 500 KiB, dropping the line cut in half', async () => {
    const head = 'User-agent: *\nDisallow: /early\n';
    const cutLine = 'Disallow: /private-area\n';
    // The limit falls right after "Disallow: /" of the last line.
    const filler = `${'#'.repeat(ROBOTS_MAX_BYTES - head.length - 'Disallow: /'.length - 1)}\n`;
    const body = `${head}${filler}${cutLine}`;
    const result = await fetchRobots('https://shop.example', answering(200, body));
    expect(result).toMatchObject({ status: 'ok', truncated: true });
    expect(result.policy.isAllowed('https://shop.example/early')).toBe(false);
    // Read as is, the cut "Disallow: /private-area" would become "Disallow: /", a complete disallow.
    expect(result.policy.isAllowed('https://shop.example/other')).toBe(true);
  });

  it('reads a body of exactly 500 KiB whole', async () => {
    const tail = 'Disallow: /last\n';
    const body = `User-agent: *\n${'#'.repeat(ROBOTS_MAX_BYTES - 14 - tail.length - 1)}\n${tail}`;
    expect(Buffer.byteLength(body)).toBe(ROBOTS_MAX_BYTES);
    const result = await fetchRobots('https://shop.example', answering(200, body));
    expect(result.truncated).toBe(false);
    expect(result.policy.isAllowed('https://shop.example/last')).toBe(false);
  });
});
