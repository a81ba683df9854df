import { Bus } from './bus';
import { InProcessBus } from './in-process-bus';
import { JetStreamBus } from './jetstream-bus';

/** NATS JetStream when `NATS_URL` is set (distributed deployment), otherwise the in-process bus (standalone). */
export function createBus(env: NodeJS.ProcessEnv = process.env): Promise<Bus> {
  return env.NATS_URL ? JetStreamBus.connect({ url: env.NATS_URL }) : Promise.resolve(new InProcessBus());
}
