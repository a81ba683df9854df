import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { queryDatabase as query } from '@seo/testing';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';

// One cluster for the whole file: the first start pays for initdb, the others reuse it.
let dataDir: string;
let pidFile: string;
const running: EmbeddedPostgres[] = [];
const parents: ChildProcess[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'embedded-pg-'));
  pidFile = join(dataDir, 'pg', 'postmaster.pid');
});

afterEach(async () => {
  for (const parent of parents.splice(0)) if (parent.exitCode === null && parent.signalCode === null) parent.kill('SIGKILL');
  await Promise.all(running.splice(0).map((server) => server.stop()));
  await waitFor(() => !existsSync(pidFile), 'PostgreSQL stops');
});

afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function start(port?: number): Promise<EmbeddedPostgres> {
  const server = await startEmbeddedPostgres({ dataDir, port });
  running.push(server);
  return server;
}

async function waitFor(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !condition(); await sleep(50)) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
  }
}

/** Another Node process, the "application", that starts embedded PostgreSQL and prints its URL. */
async function startInParentProcess(options: { ownProcessGroup?: boolean } = {}): Promise<ChildProcess> {
  const code =
    `require(${JSON.stringify(require.resolve('./embedded-postgres'))})` +
    `.startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)} }).then((db) => console.log(db.url));`;
  const parent = spawn(process.execPath, ['-r', '@swc-node/register', '-e', code], {
    detached: options.ownProcessGroup,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  parents.push(parent);
  const [line] = (await once(createInterface({ input: parent.stdout! }), 'line')) as [string];
  expect(line).toMatch(/^postgres:\/\//);
  return parent;
}

describe('startEmbeddedPostgres', () => {
  it('serves a database on loopback and keeps its data between starts', async () => {
    const first = await start();
    expect(await query(first.url, 'SHOW listen_addresses')).toEqual([{ listen_addresses: '127.0.0.1' }]);
    await query(first.url, `CREATE TABLE kept (value TEXT); INSERT INTO kept VALUES ('still here')`);
    await first.stop();
    expect(existsSync(pidFile)).toBe(false); // removed by a clean shutdown only

    const second = await start();
    expect(await query(second.url, 'SELECT value FROM kept')).toEqual([{ value: 'still here' }]);
  });

  it('stops PostgreSQL when the process that started it dies', async () => {
    const parent = await startInParentProcess();
    expect(existsSync(pidFile)).toBe(true);

    parent.kill('SIGKILL');

    await waitFor(() => !existsSync(pidFile), 'the orphaned PostgreSQL shuts down cleanly');
  });

  it('starts again after the whole process tree was killed', async () => {
    const parent = await startInParentProcess({ ownProcessGroup: true });
    process.kill(-parent.pid!, 'SIGKILL');
    await once(parent, 'close');
    expect(existsSync(pidFile)).toBe(true); // left behind, PostgreSQL had no chance to remove it

    const server = await start();
    expect(await query(server.url, 'SELECT value FROM kept')).toEqual([{ value: 'still here' }]);
  });

  // Only the server script dies (the parent's pipe stays open): its postgres lives on, orphaned.
  const onLinux = process.platform === 'linux' ? it : it.skip;
  onLinux('stops a postgres orphaned by a killed server script before starting a new one', async () => {
    await start();
    const postmasterPid = (await readFile(pidFile, 'utf8')).split('\n')[0];
    const stat = await readFile(`/proc/${postmasterPid}/stat`, 'utf8');
    const serverScriptPid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    process.kill(serverScriptPid, 'SIGKILL');

    const server = await start();
    expect(await query(server.url, 'SELECT value FROM kept')).toEqual([{ value: 'still here' }]);
  });

  it('starts despite a leftover postmaster.pid whose PID now belongs to another program', async () => {
    await writeFile(pidFile, `${process.pid}\n`);

    const server = await start();
    expect(await query(server.url, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
  });

  it("reports PostgreSQL's own explanation when it cannot start", async () => {
    const blocker = createServer().listen(0, '127.0.0.1');
    await once(blocker, 'listening');
    try {
      await expect(start((blocker.address() as AddressInfo).port)).rejects.toThrow(
        /did not start: [\s\S]*Address already in use/,
      );
    } finally {
      blocker.close();
    }
  });
});
