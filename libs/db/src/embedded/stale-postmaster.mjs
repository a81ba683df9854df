// A killed run (kill -9, OOM, power loss) leaves <cluster>/postmaster.pid behind. PostgreSQL ignores the
// file only when no process of its own user has that PID, so it refuses to start once the PID is reused
// (containers restart with the same small PIDs). And if only the server script was killed, its
// postgres may still be running, orphaned. Linux only (/proc); elsewhere PostgreSQL's own check applies.
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const SERVER_SCRIPT_NAME = 'embedded-postgres-server.mjs';
const ORPHAN_STOP_TIMEOUT_MS = 30_000;

/** Makes way for a new postmaster on `clusterDir`, or throws if a live one still serves somebody. */
export async function clearStalePostmaster(clusterDir) {
  if (process.platform !== 'linux') return;
  const pidFile = join(clusterDir, 'postmaster.pid');
  const pid = Number((await readFile(pidFile, 'utf8').catch(() => '')).split('\n')[0]);
  if (!pid) return;

  const args = await commandLine(pid);
  if (!(args && /(^|\/)postgres$/.test(args[0]) && args.includes(clusterDir))) {
    await rm(pidFile, { force: true }); // the PID is gone or now belongs to another program
    return;
  }
  const fromThisPackage = args[0].includes('/@embedded-postgres/');
  const parentArgs = await commandLine(await parentPid(pid));
  if (!fromThisPackage || parentArgs?.some((arg) => arg.endsWith(SERVER_SCRIPT_NAME))) {
    throw new Error(`PostgreSQL (pid ${pid}) is already running on ${clusterDir}`);
  }
  // Orphaned by a killed server script: stop it the way that script would have (fast shutdown).
  process.kill(pid, 'SIGINT');
  for (const deadline = Date.now() + ORPHAN_STOP_TIMEOUT_MS; (await commandLine(pid)) !== undefined; ) {
    if (Date.now() > deadline) throw new Error(`orphaned PostgreSQL (pid ${pid}) on ${clusterDir} did not stop`);
    await sleep(50);
  }
}

async function commandLine(pid) {
  const raw = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => undefined);
  return raw?.split('\0').filter(Boolean);
}

async function parentPid(pid) {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // Format: "pid (comm) state ppid …"; comm may contain spaces and parentheses.
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}
