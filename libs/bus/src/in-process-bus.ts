import {
  Bus,
  ConsumeOptions,
  deadLetterSubject,
  MessageHandler,
  PublishOptions,
  PublishResult,
  RequestHandler,
  RequestOptions,
  Subscription,
} from './bus';
import { encode } from './codec';
import { InProcessResponders } from './in-process-responders';
import { InProcessWorkQueue } from './in-process-work-queue';
import { openEnvelope } from './reply-envelope';
import { consumeSettings, DEFAULT_DUPLICATE_WINDOW_MS, DEFAULT_REQUEST_TIMEOUT_MS } from './settings';
import { assertLiteralSubject } from './subjects';
import { SubscriptionRegistry } from './subscription-registry';

export interface InProcessBusOptions {
  /** How long a msgId is remembered for deduplication. Default 120 s, as the JetStream streams. */
  duplicateWindowMs?: number;
}

/** The standalone bus: the JetStream work-queue and request/reply semantics, in memory, in one process. */
export class InProcessBus implements Bus {
  readonly kind = 'in-process' as const;
  private readonly queues = new Map<string, InProcessWorkQueue>();
  private readonly responders = new InProcessResponders();
  private readonly subscriptions = new SubscriptionRegistry();
  private readonly duplicateWindowMs: number;
  private closing?: Promise<void>;
  private closed = false;

  constructor(options: InProcessBusOptions = {}) {
    this.duplicateWindowMs = options.duplicateWindowMs ?? DEFAULT_DUPLICATE_WINDOW_MS;
  }

  async publish<T>(subject: string, data: T, options: PublishOptions = {}): Promise<PublishResult> {
    this.assertOpen(subject);
    return this.queue(subject).enqueue(encode(data), { ...options.headers }, options.msgId);
  }

  async consume<T>(subject: string, handler: MessageHandler<T>, options: ConsumeOptions): Promise<Subscription> {
    this.assertAcceptingSubscriptions(subject);
    const consumer = this.queue(subject).subscribe(handler as MessageHandler<unknown>, consumeSettings(options));
    return this.subscriptions.add(consumer);
  }

  async request<T, R>(subject: string, data: T, options: RequestOptions = {}): Promise<R> {
    this.assertOpen(subject);
    const timeoutMs = options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
    const envelope = await this.responders.request(subject, encode(data), { ...options.headers }, timeoutMs);
    return openEnvelope<R>(subject, envelope);
  }

  async reply<T, R>(subject: string, handler: RequestHandler<T, R>, options: { queue?: string } = {}): Promise<Subscription> {
    this.assertAcceptingSubscriptions(subject);
    const responder = this.responders.add(subject, handler as RequestHandler<unknown, unknown>, options.queue);
    return this.subscriptions.add(responder);
  }

  isHealthy(): boolean {
    return this.closing === undefined;
  }

  /** Drains every subscription (in-flight handlers may still publish), then stops all timers. */
  close(): Promise<void> {
    this.closing ??= this.subscriptions.drainAll().then(() => {
      this.closed = true;
      for (const queue of this.queues.values()) queue.close();
    });
    return this.closing;
  }

  private queue(subject: string): InProcessWorkQueue {
    let queue = this.queues.get(subject);
    if (!queue) {
      const deadLetters = deadLetterSubject(subject);
      queue = new InProcessWorkQueue(subject, this.duplicateWindowMs, (payload, headers) =>
        this.queue(deadLetters).enqueue(payload, headers),
      );
      this.queues.set(subject, queue);
    }
    return queue;
  }

  /** Handlers still draining during `close()` may publish and request. */
  private assertOpen(subject: string): void {
    assertLiteralSubject(subject);
    if (this.closed) throw new Error('the in-process bus is closed');
  }

  private assertAcceptingSubscriptions(subject: string): void {
    assertLiteralSubject(subject);
    if (this.closing) throw new Error('the in-process bus is closing');
  }
}
