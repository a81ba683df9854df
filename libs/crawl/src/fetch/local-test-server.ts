import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A node:http server on 127.0.0.1 and a random port, for specs; `paths` lists the requests it was sent. */
export interface LocalTestServer {
  port: number;
  origin: string;
  paths: string[];
  close(): Promise<void>;
}

export async function startLocalTestServer(handle: (request: IncomingMessage, response: ServerResponse) => void): Promise<LocalTestServer> {
  const paths: string[] = [];
  const server = createServer((request, response) => {
    paths.push(request.url ?? '');
    handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    paths,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections(); // slow-server specs leave responses open
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on: bound once, then released. */
export async function unusedPort(): Promise<number> {
  const server = await startLocalTestServer(() => {});
  await server.close();
  return server.port;
}
