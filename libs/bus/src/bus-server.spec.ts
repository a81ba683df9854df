import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Controller, INestMicroservice, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Ctx, EventPattern, MessagePattern, Payload, RpcException } from '@nestjs/microservices';
import { of } from 'rxjs';
import { Bus, BusRemoteError } from './bus';
import { BusContext, BusServer } from './bus-server';
import { InProcessBus } from './in-process-bus';
import { JetStreamBus } from './jetstream-bus';

const url = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const namespace = `test-${randomUUID().slice(0, 8)}`;

interface Seen {
  data: unknown;
  subject: string;
  headers: Record<string, string>;
  deliveryCount?: number;
}

const seen: Seen[] = [];
let slow = { started: false, finished: false };

@Controller()
class WorkerController {
  @EventPattern('audit.requested', { queue: 'auditors', ackWaitMs: 300, maxDeliver: 3 })
  async onAuditRequested(@Payload() data: unknown, @Ctx() context: BusContext): Promise<void> {
    seen.push({
      data,
      subject: context.getSubject(),
      headers: context.getHeaders(),
      deliveryCount: context.getMessage()?.deliveryCount,
    });
  }

  @EventPattern('audit.flaky', { backoffMs: 20 })
  async onFlaky(@Payload() data: unknown, @Ctx() context: BusContext): Promise<void> {
    const deliveryCount = context.getMessage()?.deliveryCount;
    seen.push({ data, subject: context.getSubject(), headers: context.getHeaders(), deliveryCount });
    if (deliveryCount === 1) throw new Error('transient');
  }

  @EventPattern('audit.slow')
  async onSlow(): Promise<void> {
    slow.started = true;
    await sleep(300);
    slow.finished = true;
  }

  @MessagePattern('math.sum')
  sum(@Payload() terms: number[]) {
    // An Observable: its last value is the reply.
    return of(0, terms.reduce((total, term) => total + term, 0));
  }

  @MessagePattern('math.divide')
  divide(@Payload() [dividend, divisor]: [number, number]): number {
    if (divisor === 0) throw new RpcException('division by zero');
    return dividend / divisor;
  }
}

@Module({ controllers: [WorkerController] })
class WorkerModule {}

describe.each([
  ['InProcessBus', async (): Promise<Bus> => new InProcessBus()],
  ['JetStreamBus', (): Promise<Bus> => JetStreamBus.connect({ url, namespace })],
])('BusServer over %s', (_name, createBus) => {
  let bus: Bus;
  let app: INestMicroservice;

  beforeEach(async () => {
    seen.length = 0;
    slow = { started: false, finished: false };
    bus = await createBus();
    app = await NestFactory.createMicroservice(WorkerModule, { strategy: new BusServer(bus), logger: false });
    await app.listen();
  });

  afterEach(async () => {
    await app.close();
    await bus.close();
  });

  it('hands a published message to its @EventPattern handler, with its headers, and acks it', async () => {
    await bus.publish('audit.requested', { auditId: 'a1' }, { headers: { traceparent: '00-abc-def-01' } });
    await eventually(() => seen.length === 1);
    expect(seen[0]).toEqual({
      data: { auditId: 'a1' },
      subject: 'audit.requested',
      headers: { traceparent: '00-abc-def-01' },
      deliveryCount: 1,
    });
    await sleep(700);
    expect(seen).toHaveLength(1);
    // The extras named the queue group: a consumer in another group is refused.
    await expect(bus.consume('audit.requested', async () => undefined, { queue: 'intruders' })).rejects.toThrow(
      /another queue group/,
    );
  });

  it('retries an event whose handler threw (through Nest exception filters)', async () => {
    await bus.publish('audit.flaky', { auditId: 'a2' });
    await eventually(() => seen.length === 2);
    expect(seen.map((event) => event.deliveryCount)).toEqual([1, 2]);
  });

  it('answers a request from its @MessagePattern handler, Observable or thrown RpcException', async () => {
    await expect(bus.request('math.sum', [1, 2, 3])).resolves.toBe(6);
    const error = await bus.request('math.divide', [1, 0]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BusRemoteError);
    expect(error).toMatchObject({ subject: 'math.divide', message: 'division by zero' });
  });

  it('lets the event handler in flight finish when the app closes', async () => {
    await bus.publish('audit.slow', {});
    await eventually(() => slow.started);
    await app.close();
    expect(slow.finished).toBe(true);
  });
});

afterAll(async () => {
  const cleaner = await JetStreamBus.connect({ url, namespace });
  await cleaner.destroyNamespace();
  await cleaner.close();
});

async function eventually(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(10);
  }
}
