// Jest globalSetup: picks, once per run, the PostgreSQL and NATS servers the tests use, and hands them
// to the test workers through process.env (TEST_PG_SERVER_URL, NATS_URL; see libs/testing).
// Order: explicit env (DATABASE_URL, NATS_URL) → testcontainers when a container runtime answers
// (TESTCONTAINERS_DISABLED=1 skips it) → the local services.
// Plain CommonJS, no ESM-only packages and lazy requires: it runs before every jest run and must stay fast.
const net = require('node:net');
const { Client } = require('pg');

const LOCAL_PG_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const LOCAL_NATS_URL = 'nats://127.0.0.1:4222';
const CHECK_TIMEOUT_MS = 3000;
// Test databases older than this were left by a killed run (libs/testing names them seo_test_<epoch ms>_…).
const LEFTOVER_DATABASE_AGE_MS = 60 * 60 * 1000;

module.exports = async function globalSetup() {
  // TEST_PG_SERVER_URL / NATS_URL are already set on the second run of `jest --watch`: reuse them.
  const explicitPg = process.env.TEST_PG_SERVER_URL || process.env.DATABASE_URL;
  const explicitNats = process.env.NATS_URL;
  const containers =
    (!explicitPg || !explicitNats) && (await containerRuntimeAvailable())
      ? await startContainers({ postgres: !explicitPg, nats: !explicitNats })
      : {};
  const pgServerUrl = explicitPg || containers.pgServerUrl;
  const natsUrl = explicitNats || containers.natsUrl;
  const fallback = ' It is the local fallback: no env var was set and no container runtime was found.';
  await Promise.all([
    preparePostgres(pgServerUrl || LOCAL_PG_SERVER_URL, pgServerUrl ? '' : fallback),
    checkNats(natsUrl || LOCAL_NATS_URL, natsUrl ? '' : fallback),
  ]);
  process.env.TEST_PG_SERVER_URL = pgServerUrl || LOCAL_PG_SERVER_URL;
  process.env.NATS_URL = natsUrl || LOCAL_NATS_URL;
};

async function containerRuntimeAvailable() {
  if (process.env.TESTCONTAINERS_DISABLED === '1') return false;
  const { getContainerRuntimeClient } = require('testcontainers');
  try {
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false; // throws within milliseconds when there is none
  }
}

// Testcontainers' reaper (Ryuk) removes the containers when this jest process exits, so no teardown.
async function startContainers(needed) {
  const { GenericContainer, Wait } = require('testcontainers');
  const { PostgreSqlContainer } = require('@testcontainers/postgresql');
  const [postgres, nats] = await Promise.all([
    // PostgreSQL ≤ 17: Prisma 6's Wasm schema engine cannot introspect 18.
    needed.postgres ? new PostgreSqlContainer('postgres:17-alpine').start() : undefined,
    // A plain container rather than @testcontainers/nats, which forces a user/password the
    // NATS client cannot take from a URL.
    needed.nats
      ? new GenericContainer('nats:2.11')
          .withCommand(['--jetstream'])
          .withExposedPorts(4222)
          .withWaitStrategy(Wait.forLogMessage(/Server is ready/))
          .start()
      : undefined,
  ]);
  return {
    pgServerUrl: postgres?.getConnectionUri(),
    natsUrl: nats && `nats://${nats.getHost()}:${nats.getMappedPort(4222)}`,
  };
}

async function preparePostgres(url, hint) {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: CHECK_TIMEOUT_MS });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `Tests need PostgreSQL, but ${redact(url)} is not reachable: ${error.message}.${hint} ` +
        'Start PostgreSQL there, set DATABASE_URL to a server the tests may create databases on, or start Docker.',
    );
  }
  try {
    await dropLeftoverTestDatabases(client);
  } finally {
    await client.end();
  }
}

async function dropLeftoverTestDatabases(client) {
  const { rows } = await client.query(`SELECT datname FROM pg_database WHERE datname ~ '^seo_test_[0-9]+_'`);
  const cutoff = Date.now() - LEFTOVER_DATABASE_AGE_MS;
  for (const { datname } of rows) {
    if (Number(datname.split('_')[2]) < cutoff) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
}

// The INFO line a NATS server greets every connection with says whether JetStream is on.
function checkNats(url, hint) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port || 4222), timeout: CHECK_TIMEOUT_MS });
    const fail = (reason) => {
      socket.destroy();
      reject(
        new Error(
          `Tests need NATS with JetStream, but ${redact(url)} is not usable: ${reason}.${hint} ` +
            'Start `nats-server -js -a 127.0.0.1`, set NATS_URL, or start Docker.',
        ),
      );
    };
    socket.once('data', (chunk) => {
      socket.destroy();
      const info = /^INFO (\{.*\})/.exec(chunk.toString());
      if (!info) fail('the server there is not NATS');
      else if (!JSON.parse(info[1]).jetstream) fail('JetStream is not enabled there');
      else resolve();
    });
    socket.once('timeout', () => fail('timed out'));
    socket.once('error', (error) => fail(error.message));
  });
}

function redact(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
