// The contract every Bus implementation must meet. Each spec file runs it against one implementation.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  Bus,
  BusMessage,
  BusNoResponderError,
  BusRemoteError,
  BusTimeoutError,
  ConsumeOptions,
  deadLetterSubject,
  MessageHandler,
  Subscription,
} from './bus';

/** Short enough for a quick suite, long enough for a loaded CI machine to ack in time. */
const ACK_WAIT_MS = 400;
const BACKOFF_MS = 50;
/** Upper bound for anything that should happen "soon". */
const PATIENCE_MS = 5_000;

interface Order {
  id: number;
  items: string[];
}

/** `createBus` is called once per test; each test uses its own subjects, and closes its bus. */
export function describeBusContract(name: string, createBus: () => Promise<Bus>): void {
  describe(`Bus contract: ${name}`, () => {
    let bus: Bus;
    let subscriptions: Subscription[];

    beforeEach(async () => {
      bus = await createBus();
      subscriptions = [];
    });

    afterEach(async () => {
      // Abandon rather than drain: a failed test may leave a handler that never settles.
      await Promise.all(subscriptions.map((subscription) => subscription.abandon()));
      await bus.close();
    });

    const subjectFor = (test: string) => `contract.${test}.${randomUUID().slice(0, 8)}`;

    const settings = (overrides: Partial<ConsumeOptions> = {}): ConsumeOptions => ({
      queue: 'workers',
      ackWaitMs: ACK_WAIT_MS,
      backoffMs: BACKOFF_MS,
      ...overrides,
    });

    /** Consumes into an array, running `behaviour` (default: return, i.e. ack) for each delivery. */
    async function consumeInto<T>(
      subject: string,
      received: BusMessage<T>[],
      behaviour: MessageHandler<T> = async () => undefined,
      overrides: Partial<ConsumeOptions> = {},
    ): Promise<Subscription> {
      const subscription = await bus.consume<T>(
        subject,
        (message) => {
          received.push(message);
          return behaviour(message);
        },
        settings(overrides),
      );
      subscriptions.push(subscription);
      return subscription;
    }

    const never = () => new Promise<void>(() => undefined);

    it('delivers a published message once, acks it and forgets it', async () => {
      const subject = subjectFor('ack');
      const order: Order = { id: 1, items: ['crawl'] };
      const received: BusMessage<Order>[] = [];
      const first = await consumeInto(subject, received);

      await expect(bus.publish(subject, order)).resolves.toEqual({ duplicate: false });
      order.items.push('mutated after publish');

      await eventually(() => received.length === 1);
      expect(received[0]).toMatchObject({ subject, data: { id: 1, items: ['crawl'] }, deliveryCount: 1 });
      expect(received[0].data).not.toBe(order);

      await sleep(ACK_WAIT_MS * 2);
      expect(received).toHaveLength(1);
      await first.drain();
      const later: BusMessage<Order>[] = [];
      await consumeInto(subject, later);
      await sleep(ACK_WAIT_MS);
      expect(later).toHaveLength(0);
    });

    it('redelivers to a surviving consumer when a consumer dies without ack', async () => {
      const subject = subjectFor('dies');
      const dying: BusMessage<Order>[] = [];
      let finishTooLate = () => undefined as void;
      const doomed = await consumeInto(subject, dying, () => new Promise<void>((resolve) => (finishTooLate = resolve)));
      await bus.publish(subject, { id: 2, items: [] });
      await eventually(() => dying.length === 1);
      const deliveredAt = Date.now();

      const surviving: BusMessage<Order>[] = [];
      await consumeInto(subject, surviving);
      await doomed.abandon();
      // A dead process acks nothing: the handler finishing after abandon() must not settle the message.
      finishTooLate();

      await eventually(() => surviving.length === 1);
      expect(Date.now() - deliveredAt).toBeGreaterThanOrEqual(ACK_WAIT_MS * 0.8);
      expect(surviving[0]).toMatchObject({ data: { id: 2, items: [] }, deliveryCount: 2 });
      expect(dying).toHaveLength(1);
      await sleep(ACK_WAIT_MS * 1.5);
      expect(surviving).toHaveLength(1);
    });

    it('redelivers after nak, honouring the delay', async () => {
      const subject = subjectFor('nak');
      const received: BusMessage<Order>[] = [];
      const at: number[] = [];
      await consumeInto(subject, received, async (message) => {
        at.push(Date.now());
        if (message.deliveryCount === 1) message.nak(300);
      });
      await bus.publish(subject, { id: 3, items: [] });

      await eventually(() => received.length === 2);
      expect(received.map((message) => message.deliveryCount)).toEqual([1, 2]);
      expect(at[1] - at[0]).toBeGreaterThanOrEqual(250);
      await sleep(ACK_WAIT_MS * 1.5);
      expect(received).toHaveLength(2);
    });

    it('redelivers when the handler throws', async () => {
      const subject = subjectFor('throws');
      const received: BusMessage<Order>[] = [];
      await consumeInto(subject, received, async (message) => {
        if (message.deliveryCount === 1) throw new Error('transient');
      });
      await bus.publish(subject, { id: 4, items: [] });

      await eventually(() => received.length === 2);
      expect(received.map((message) => [message.deliveryCount, message.data.id])).toEqual([
        [1, 4],
        [2, 4],
      ]);
      await sleep(ACK_WAIT_MS * 1.5);
      expect(received).toHaveLength(2);
    });

    it('moves a message to the dead-letter subject after maxDeliver failed deliveries', async () => {
      const subject = subjectFor('poison');
      const attempts: BusMessage<Order>[] = [];
      await consumeInto(subject, attempts, () => Promise.reject(new Error('poison')), { maxDeliver: 3 });
      const dead: BusMessage<Order>[] = [];
      await consumeInto(deadLetterSubject(subject), dead, undefined, { queue: 'dead-letters' });

      await bus.publish(subject, { id: 5, items: ['x'] }, { headers: { 'x-tenant': 'acme' } });

      await eventually(() => dead.length === 1);
      expect(dead[0]).toMatchObject({
        subject: deadLetterSubject(subject),
        data: { id: 5, items: ['x'] },
        headers: { 'x-tenant': 'acme' },
        deliveryCount: 1,
      });
      expect(attempts.map((message) => message.deliveryCount)).toEqual([1, 2, 3]);
      await sleep(ACK_WAIT_MS * 1.5);
      expect(attempts).toHaveLength(3);
      expect(dead).toHaveLength(1);
    });

    it('dead-letters a message whose consumers keep dying', async () => {
      const subject = subjectFor('killer');
      const dead: BusMessage<Order>[] = [];
      await consumeInto(deadLetterSubject(subject), dead, undefined, { queue: 'dead-letters' });
      await bus.publish(subject, { id: 6, items: [] });

      for (const deliveryCount of [1, 2]) {
        const dying: BusMessage<Order>[] = [];
        const doomed = await consumeInto(subject, dying, never, { maxDeliver: 2 });
        await eventually(() => dying.length === 1);
        expect(dying[0].deliveryCount).toBe(deliveryCount);
        await doomed.abandon();
      }
      const survivor: BusMessage<Order>[] = [];
      await consumeInto(subject, survivor, undefined, { maxDeliver: 2 });

      await eventually(() => dead.length === 1);
      expect(dead[0].data).toEqual({ id: 6, items: [] });
      await sleep(ACK_WAIT_MS * 1.5);
      expect(survivor).toHaveLength(0);
    });

    it('ignores a second publish with the same msgId', async () => {
      const subject = subjectFor('dedup');
      await expect(bus.publish(subject, { id: 7, items: [] }, { msgId: 'audit-7' })).resolves.toEqual({ duplicate: false });
      await expect(bus.publish(subject, { id: 7, items: ['again'] }, { msgId: 'audit-7' })).resolves.toEqual({ duplicate: true });
      await expect(bus.publish(subject, { id: 8, items: [] }, { msgId: 'audit-8' })).resolves.toEqual({ duplicate: false });

      const received: BusMessage<Order>[] = [];
      await consumeInto(subject, received);
      await eventually(() => received.length === 2);
      await sleep(200);
      expect(received.map((message) => message.data)).toEqual([
        { id: 7, items: [] },
        { id: 8, items: [] },
      ]);
    });

    it('spreads the work of one queue group across its consumers, each message exactly once', async () => {
      const subject = subjectFor('spread');
      const slow = () => sleep(30);
      const a: BusMessage<Order>[] = [];
      const b: BusMessage<Order>[] = [];
      await consumeInto(subject, a, slow);
      await consumeInto(subject, b, slow);

      for (let id = 0; id < 12; id++) await bus.publish(subject, { id, items: [] });

      await eventually(() => a.length + b.length >= 12);
      await sleep(200);
      expect(a.length).toBeGreaterThan(0);
      expect(b.length).toBeGreaterThan(0);
      const ids = [...a, ...b].map((message) => message.data.id).sort((x, y) => x - y);
      expect(ids).toEqual([...Array(12).keys()]);
    });

    it('does not let a busy consumer hold back messages a free one can take', async () => {
      const subject = subjectFor('busy');
      let release = () => undefined as void;
      const stuck = new Promise<void>((resolve) => (release = resolve));
      let first: BusMessage<Order> | undefined;
      const blockOnFirst = async (message: BusMessage<Order>) => {
        if (first === undefined) {
          first = message;
          await stuck;
        }
      };
      const a: BusMessage<Order>[] = [];
      const b: BusMessage<Order>[] = [];
      await consumeInto(subject, a, blockOnFirst);
      await consumeInto(subject, b, blockOnFirst);

      for (let id = 0; id < 4; id++) await bus.publish(subject, { id, items: [] });

      // Well within the ack-wait, so not by redelivery: the free consumer takes all the others.
      await eventually(() => a.length + b.length === 4, ACK_WAIT_MS * 0.75);
      const free = a.includes(first as BusMessage<Order>) ? b : a;
      expect(free).toHaveLength(3);
      release();
      await sleep(ACK_WAIT_MS * 1.5);
      expect([...a, ...b].map((message) => message.data.id).sort()).toEqual([0, 1, 2, 3]);
    });

    it('refuses a second queue group on the same subject', async () => {
      const subject = subjectFor('groups');
      await consumeInto(subject, []);
      await expect(bus.consume(subject, async () => undefined, settings({ queue: 'other-workers' }))).rejects.toThrow(
        /another queue group/,
      );
    });

    it('keeps messages published before any consumer and delivers them in order once one subscribes', async () => {
      const subject = subjectFor('early');
      for (let id = 1; id <= 3; id++) await bus.publish(subject, { id, items: [] });
      await sleep(100);

      const received: BusMessage<Order>[] = [];
      await consumeInto(subject, received);
      await eventually(() => received.length === 3);
      expect(received.map((message) => message.data.id)).toEqual([1, 2, 3]);
    });

    it('preserves headers through publish/consume and request/reply', async () => {
      const headers = { traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01', 'x-tenant': 'acme' };
      const subject = subjectFor('headers');
      const received: BusMessage<Order>[] = [];
      await consumeInto(subject, received);
      await bus.publish(subject, { id: 9, items: [] }, { headers, msgId: 'with-headers' });
      await eventually(() => received.length === 1);
      expect(received[0].headers).toEqual(headers);

      const requestSubject = subjectFor('headers-rpc');
      subscriptions.push(await bus.reply(requestSubject, async (_data: unknown, seen: Record<string, string>) => seen));
      await expect(bus.request(requestSubject, null, { headers })).resolves.toEqual(headers);
    });

    it('extends the ack-wait while the handler reports working()', async () => {
      const subject = subjectFor('working');
      const received: BusMessage<Order>[] = [];
      await consumeInto(subject, received, async (message) => {
        for (let beat = 0; beat < 5; beat++) {
          await sleep(ACK_WAIT_MS / 2);
          message.working();
        }
        // A free slot would receive the message again if its ack-wait ran out.
      }, { concurrency: 2 });
      await bus.publish(subject, { id: 10, items: [] });

      await eventually(() => received.length === 1);
      await sleep(ACK_WAIT_MS * 4);
      expect(received).toHaveLength(1);
    });

    it('never redelivers nor dead-letters a terminated message', async () => {
      const subject = subjectFor('term');
      const received: BusMessage<Order>[] = [];
      const dead: BusMessage<Order>[] = [];
      await consumeInto(subject, received, async (message) => message.term(), { maxDeliver: 1 });
      await consumeInto(deadLetterSubject(subject), dead, undefined, { queue: 'dead-letters' });
      await bus.publish(subject, { id: 11, items: [] });

      await eventually(() => received.length === 1);
      await sleep(ACK_WAIT_MS * 2);
      expect(received).toHaveLength(1);
      expect(dead).toHaveLength(0);
    });

    it('drain() waits for the handler in flight and stops taking messages', async () => {
      const subject = subjectFor('drain');
      const received: BusMessage<Order>[] = [];
      let finished = false;
      const draining = await consumeInto(subject, received, async () => {
        await sleep(300);
        finished = true;
      });
      await bus.publish(subject, { id: 12, items: [] });
      await eventually(() => received.length === 1);

      await draining.drain();
      expect(finished).toBe(true);

      await bus.publish(subject, { id: 13, items: [] });
      const next: BusMessage<Order>[] = [];
      await consumeInto(subject, next);
      await eventually(() => next.length === 1);
      await sleep(ACK_WAIT_MS * 1.5);
      expect(received).toHaveLength(1);
      expect(next.map((message) => message.data.id)).toEqual([13]);
    });

    it('answers a request', async () => {
      const subject = subjectFor('rpc');
      subscriptions.push(await bus.reply(subject, async (terms: number[]) => ({ sum: terms.reduce((a, b) => a + b, 0) })));
      await expect(bus.request(subject, [1, 2, 3])).resolves.toEqual({ sum: 6 });
    });

    it('splits requests across the responders of a queue group, each answered once', async () => {
      const subject = subjectFor('rpc-group');
      const answered = { a: 0, b: 0 };
      for (const responder of ['a', 'b'] as const) {
        subscriptions.push(
          await bus.reply(
            subject,
            async (n: number) => {
              answered[responder] += 1;
              return n * 2;
            },
            { queue: 'calculators' },
          ),
        );
      }
      const replies = await Promise.all([...Array(20).keys()].map((n) => bus.request<number, number>(subject, n)));
      expect(replies).toEqual([...Array(20).keys()].map((n) => n * 2));
      expect(answered.a + answered.b).toBe(20);
      expect(answered.a).toBeGreaterThan(0);
      expect(answered.b).toBeGreaterThan(0);
    });

    it('rejects with BusTimeoutError when the responder is too slow', async () => {
      const subject = subjectFor('rpc-slow');
      subscriptions.push(await bus.reply(subject, never));
      const started = Date.now();
      const error = await bus.request(subject, {}, { timeoutMs: 200 }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(BusTimeoutError);
      expect(error).toMatchObject({ subject, timeoutMs: 200 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(180);
      expect(Date.now() - started).toBeLessThan(2_000);
    });

    it('rejects with BusNoResponderError at once when nobody answers the subject', async () => {
      const subject = subjectFor('rpc-nobody');
      const started = Date.now();
      const error = await bus.request(subject, {}, { timeoutMs: 4_000 }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(BusNoResponderError);
      expect(error).toMatchObject({ subject });
      expect(Date.now() - started).toBeLessThan(1_000);
    });

    it('rejects with BusRemoteError carrying the message and code the handler threw', async () => {
      const subject = subjectFor('rpc-fails');
      subscriptions.push(
        await bus.reply(subject, async () => {
          throw Object.assign(new Error('url is not public'), { code: 'URL_NOT_PUBLIC' });
        }),
      );
      const error = await bus.request(subject, { url: 'http://10.0.0.1' }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(BusRemoteError);
      expect(error).toMatchObject({ subject, message: 'url is not public', code: 'URL_NOT_PUBLIC' });
    });

    it('reports healthy until closed', async () => {
      expect(bus.isHealthy()).toBe(true);
      await bus.close();
      expect(bus.isHealthy()).toBe(false);
    });
  });
}

async function eventually(condition: () => boolean, timeoutMs = PATIENCE_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms: ${condition}`);
    await sleep(10);
  }
}
