import { randomUUID } from 'node:crypto';
import { describeBusContract } from './bus.suite';
import { JetStreamBus } from './jetstream-bus';

// Needs a JetStream server; an unreachable one fails the suite rather than skipping it.
const url = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
// This run's own subjects and streams, so that concurrent runs on one server never meet.
const namespace = `test-${randomUUID().slice(0, 8)}`;

describeBusContract('JetStreamBus', () => JetStreamBus.connect({ url, namespace }));

afterAll(async () => {
  const cleaner = await JetStreamBus.connect({ url, namespace });
  await cleaner.destroyNamespace();
  await cleaner.close();
});
