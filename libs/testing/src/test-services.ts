// The servers test/global-setup.js chose for this jest run (explicit env, containers or local services).

/** PostgreSQL server the tests create their own databases on (never used as a database itself). */
export function testPgServerUrl(): string {
  return requiredEnv('TEST_PG_SERVER_URL');
}

/** NATS server (JetStream enabled) for this jest run. */
export function testNatsUrl(): string {
  return requiredEnv('NATS_URL');
}

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through jest, whose test/global-setup.js sets it`);
  return value;
}
