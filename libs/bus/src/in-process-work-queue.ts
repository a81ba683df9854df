import { BusMessage, MessageHandler, PublishResult, Subscription } from './bus';
import { decode } from './codec';
import { InFlight } from './in-flight';
import { ConsumeSettings, retryDelayMs } from './settings';
import { queueGroupConflict } from './subjects';

/** Receives a message that used up its deliveries (to publish it on the dead-letter subject). */
export type DeadLetterSink = (payload: string, headers: Record<string, string>) => void;

/** A message while it sits in the queue. The payload stays JSON text so every delivery decodes its own copy. */
interface StoredMessage {
  readonly payload: string;
  readonly headers: Record<string, string>;
  deliveryCount: number;
  /** Waiting for a free consumer (false while in flight or while a nak delay runs). */
  ready: boolean;
  /** The delivery that may still nak/term/extend it; a superseded delivery can only ack. */
  current?: Delivery;
  /** Ack-wait timer while in flight, nak-delay timer while waiting. */
  timer?: NodeJS.Timeout;
}

interface Delivery {
  readonly consumer: InProcessConsumer;
  settled: boolean;
}

/**
 * One subject's durable work queue, with JetStream work-queue semantics: messages wait for a consumer,
 * one queue group shares them, unacked deliveries come back after ack-wait, exhausted ones are dead-lettered.
 */
export class InProcessWorkQueue {
  /** A Set keeps publish order, which is delivery order. */
  private readonly messages = new Set<StoredMessage>();
  private readonly consumers: InProcessConsumer[] = [];
  /** msgId → end of its duplicate window; insertion order is expiry order. */
  private readonly recentMsgIds = new Map<string, number>();
  private group?: string;
  private turn = 0;

  constructor(
    readonly subject: string,
    private readonly duplicateWindowMs: number,
    private readonly deadLetter: DeadLetterSink,
  ) {}

  enqueue(payload: string, headers: Record<string, string>, msgId?: string): PublishResult {
    if (msgId !== undefined) {
      this.forgetExpiredMsgIds();
      if (this.recentMsgIds.has(msgId)) return { duplicate: true };
      this.recentMsgIds.set(msgId, Date.now() + this.duplicateWindowMs);
    }
    this.messages.add({ payload, headers, deliveryCount: 0, ready: true });
    this.dispatch();
    return { duplicate: false };
  }

  subscribe(handler: MessageHandler<unknown>, settings: ConsumeSettings): InProcessConsumer {
    if (this.group !== undefined && this.group !== settings.queue) throw queueGroupConflict(this.subject, settings.queue);
    this.group = settings.queue;
    const consumer = new InProcessConsumer(this, handler, settings);
    this.consumers.push(consumer);
    this.dispatch();
    return consumer;
  }

  unsubscribe(consumer: InProcessConsumer): void {
    const index = this.consumers.indexOf(consumer);
    if (index >= 0) this.consumers.splice(index, 1);
  }

  /** Hands every ready message to a free consumer, taking consumers in turn. */
  dispatch(): void {
    for (const message of this.messages) {
      if (!message.ready) continue;
      const consumer = this.nextFreeConsumer();
      if (!consumer) return;
      this.deliver(message, consumer);
    }
  }

  /** Stops the timers; messages still stored are lost, as with a memory-backed stream. */
  close(): void {
    for (const message of this.messages) clearTimeout(message.timer);
    this.messages.clear();
  }

  private nextFreeConsumer(): InProcessConsumer | undefined {
    for (let offset = 0; offset < this.consumers.length; offset++) {
      const index = (this.turn + offset) % this.consumers.length;
      if (this.consumers[index].hasCapacity()) {
        this.turn = index + 1;
        return this.consumers[index];
      }
    }
    return undefined;
  }

  private deliver(message: StoredMessage, consumer: InProcessConsumer): void {
    const delivery: Delivery = { consumer, settled: false };
    message.ready = false;
    message.deliveryCount += 1;
    message.current = delivery;
    this.startAckTimer(message, delivery);
    consumer.run(this.busMessage(message, delivery));
  }

  private busMessage(message: StoredMessage, delivery: Delivery): BusMessage<unknown> {
    const { settings } = delivery.consumer;
    const deliveryCount = message.deliveryCount;
    // Like a JetStream ack, an ack from a superseded delivery still removes the message: the work was done.
    const canAck = () => !delivery.settled && !delivery.consumer.abandoned && this.messages.has(message);
    const isCurrent = () => canAck() && message.current === delivery;
    return {
      subject: this.subject,
      data: decode(message.payload),
      headers: { ...message.headers },
      deliveryCount,
      ack: () => {
        if (!canAck()) return;
        delivery.settled = true;
        this.remove(message);
      },
      nak: (delayMs?: number) => {
        if (!isCurrent()) return;
        delivery.settled = true;
        this.fail(message, settings, delayMs ?? retryDelayMs(settings, deliveryCount));
      },
      working: () => {
        if (isCurrent()) this.startAckTimer(message, delivery);
      },
      term: () => {
        if (!isCurrent()) return;
        delivery.settled = true;
        this.remove(message);
      },
    };
  }

  private startAckTimer(message: StoredMessage, delivery: Delivery): void {
    clearTimeout(message.timer);
    message.timer = unrefTimeout(delivery.consumer.settings.ackWaitMs, () => {
      if (message.current === delivery) this.fail(message, delivery.consumer.settings, 0);
    });
  }

  /** A delivery ended without ack: redeliver after `delayMs`, or dead-letter once `maxDeliver` is used up. */
  private fail(message: StoredMessage, settings: ConsumeSettings, delayMs: number): void {
    clearTimeout(message.timer);
    message.current = undefined;
    if (message.deliveryCount >= settings.maxDeliver) {
      this.remove(message);
      this.deadLetter(message.payload, message.headers);
      return;
    }
    const makeReady = () => {
      message.ready = true;
      this.dispatch();
    };
    if (delayMs > 0) message.timer = unrefTimeout(delayMs, makeReady);
    else makeReady();
  }

  private remove(message: StoredMessage): void {
    clearTimeout(message.timer);
    message.current = undefined;
    this.messages.delete(message);
  }

  private forgetExpiredMsgIds(): void {
    const now = Date.now();
    for (const [msgId, expiresAt] of this.recentMsgIds) {
      if (expiresAt > now) return;
      this.recentMsgIds.delete(msgId);
    }
  }
}

/** One `consume()` call on an in-process queue: runs up to `concurrency` handlers at once. */
export class InProcessConsumer implements Subscription {
  abandoned = false;
  private active = true;
  private busy = 0;
  private readonly inFlight = new InFlight();

  constructor(
    private readonly queue: InProcessWorkQueue,
    private readonly handler: MessageHandler<unknown>,
    readonly settings: ConsumeSettings,
  ) {}

  hasCapacity(): boolean {
    return this.active && this.busy < this.settings.concurrency;
  }

  run(message: BusMessage<unknown>): void {
    this.busy += 1;
    this.inFlight.track(this.handle(message));
  }

  async drain(): Promise<void> {
    this.active = false;
    this.queue.unsubscribe(this);
    if (!this.abandoned) await this.inFlight.idle();
  }

  async abandon(): Promise<void> {
    this.active = false;
    this.abandoned = true;
    this.queue.unsubscribe(this);
  }

  private async handle(message: BusMessage<unknown>): Promise<void> {
    // Start the handler on a later tick, as a delivery over the network would.
    await Promise.resolve();
    try {
      await this.handler(message);
      message.ack();
    } catch {
      message.nak();
    } finally {
      this.busy -= 1;
      this.queue.dispatch();
    }
  }
}

function unrefTimeout(ms: number, callback: () => void): NodeJS.Timeout {
  return setTimeout(callback, ms).unref();
}
