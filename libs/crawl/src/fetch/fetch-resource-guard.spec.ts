import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import net from 'node:net';
import { fetchResource, type FetchResourceOptions } from './fetch-resource';
import { startLocalTestServer, type LocalTestServer } from './local-test-server';

const PUBLIC_ADDRESS = '93.184.215.14';
const GUARDED: FetchResourceOptions = {
  maxBytes: 1024 * 1024,
  timeoutMs: 3000,
  maxRedirects: 10,
  allowPrivate: false,
  userAgent: 'SeoAuditBot-test',
};

/**
 * Stands in for the network between us and PUBLIC_ADDRESS: records the addresses the pinned lookup hands each
 * socket, then routes PUBLIC_ADDRESS to the local server, so a "public" host can be served from 127.0.0.1.
 */
function routePublicAddressToLoopback(): string[] {
  const handed: string[] = [];
  const connect = net.connect;
  jest.spyOn(net, 'connect').mockImplementation(((options: net.TcpNetConnectOpts) => {
    const lookup = options.lookup;
    if (!lookup) return connect(options);
    const routed: net.LookupFunction = (hostname, lookupOptions, callback) =>
      lookup(hostname, lookupOptions, (error, address, family) => {
        if (error) return callback(error, address, family);
        const addresses: LookupAddress[] = typeof address === 'string' ? [{ address, family: family ?? 4 }] : address;
        handed.push(...addresses.map((entry) => entry.address));
        const local = addresses.map((entry) => ({ address: entry.address === PUBLIC_ADDRESS ? '127.0.0.1' : entry.address, family: 4 }));
        if (typeof address === 'string') callback(null, local[0].address, 4);
        else callback(null, local);
      });
    return connect({ ...options, lookup: routed });
  }) as typeof net.connect);
  return handed;
}

/** public.test is the public host; every other name goes to the system's DNS. */
async function publicTestOrSystem(hostname: string): Promise<string[]> {
  if (hostname === 'public.test') return [PUBLIC_ADDRESS];
  return (await lookup(hostname, { all: true })).map(({ address }) => address);
}

describe('fetchResource address guard', () => {
  let server: LocalTestServer;
  afterEach(async () => {
    jest.restoreAllMocks();
    await server.close();
  });

  it('connects to the address it checked and refuses the rebinding answer for the next connection', async () => {
    server = await startLocalTestServer((request, response) => {
      // A closed connection makes the second hop connect, and so resolve, again.
      response.writeHead(302, { location: '/admin', connection: 'close' }).end();
    });
    const handed = routePublicAddressToLoopback();
    const answers = [[PUBLIC_ADDRESS], ['127.0.0.1']];
    const result = await fetchResource(`http://public.test:${server.port}/`, { ...GUARDED, resolve: async () => answers.shift() ?? [] });

    expect(result).toMatchObject({ kind: 'blocked-address', failedUrl: `http://public.test:${server.port}/admin` });
    expect(handed).toEqual([PUBLIC_ADDRESS]);
    expect(server.paths).toEqual(['/']);
  });

  it.each([
    ['a loopback literal', (port: number) => `http://127.0.0.1:${port}/admin`],
    ['an IPv4-mapped loopback literal', (port: number) => `http://[::ffff:127.0.0.1]:${port}/admin`],
    ['localhost, resolved by the system', (port: number) => `http://localhost:${port}/admin`],
  ])('refuses a redirect from an allowed host to %s', async (_name, target) => {
    server = await startLocalTestServer((request, response) => {
      response.writeHead(302, { location: target(server.port) }).end();
    });
    routePublicAddressToLoopback();
    const result = await fetchResource(`http://public.test:${server.port}/`, { ...GUARDED, resolve: publicTestOrSystem });

    expect(result).toMatchObject({ kind: 'blocked-address', redirects: [{ status: 302 }] });
    expect(server.paths).toEqual(['/']);
  });

  it('refuses a loopback literal start URL without connecting', async () => {
    server = await startLocalTestServer((_request, response) => response.end('secret'));
    const result = await fetchResource(`${server.origin}/`, GUARDED);
    expect(result).toMatchObject({ kind: 'blocked-address', message: expect.stringContaining('127.0.0.1') });
    expect(server.paths).toEqual([]);
  });

  it('reaches a loopback server when private addresses are allowed', async () => {
    server = await startLocalTestServer((_request, response) => response.end('local'));
    const result = await fetchResource(`${server.origin}/`, { ...GUARDED, allowPrivate: true });
    expect(result).toMatchObject({ kind: 'ok', text: 'local' });
  });
});
