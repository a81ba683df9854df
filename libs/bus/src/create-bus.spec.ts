import { createBus } from './create-bus';
import { InProcessBus } from './in-process-bus';
import { JetStreamBus } from './jetstream-bus';

describe('createBus', () => {
  it('makes an in-process bus without NATS_URL', async () => {
    const bus = await createBus({});
    expect(bus).toBeInstanceOf(InProcessBus);
    await bus.close();
  });

  it('connects to JetStream when NATS_URL is set', async () => {
    const bus = await createBus({ NATS_URL: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
    expect(bus).toBeInstanceOf(JetStreamBus);
    expect(bus.isHealthy()).toBe(true);
    await bus.close();
  });
});
