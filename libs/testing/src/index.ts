/**
 * Test support shared by every test that needs real infrastructure.
 *
 * test/global-setup.js picks the servers once per jest run: explicit `DATABASE_URL` / `NATS_URL`, else
 * testcontainers when a container runtime answers (`TESTCONTAINERS_DISABLED=1` skips it), else the local
 * services (postgres://postgres@127.0.0.1:5432, nats://127.0.0.1:4222).
 *
 * A test file that touches the database owns one:
 *
 *   let db: TestDatabase;
 *   beforeAll(async () => { db = await createTestDatabase(); });
 *   afterAll(() => db.drop());
 */
export { createEmptyTestDatabase, createTestDatabase, queryDatabase, type TestDatabase } from './test-database';
export { testNatsUrl } from './test-services';
