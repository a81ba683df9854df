// The one messaging interface every service uses. Two implementations share its semantics exactly:
// NATS JetStream (production, `NATS_URL`) and in-process (standalone default).

/** A message delivered from a durable work queue. */
export interface BusMessage<T = unknown> {
  readonly subject: string;
  readonly data: T;
  readonly headers: Record<string, string>;
  /** 1 on first delivery, 2 on the first redelivery, and so on. */
  readonly deliveryCount: number;
  /** Done: the message leaves the queue. */
  ack(): void;
  /** Not done: deliver it again (after `delayMs`, default the consumer's backoff). */
  nak(delayMs?: number): void;
  /** Still working: restart the ack-wait timer so a long job is not redelivered. */
  working(): void;
  /** Never deliver again, without dead-lettering. */
  term(): void;
}

export type MessageHandler<T = unknown> = (message: BusMessage<T>) => Promise<void>;

export interface PublishOptions {
  /** Deduplication id: a second publish with the same id inside the window is ignored. */
  msgId?: string;
  headers?: Record<string, string>;
}

export interface PublishResult {
  duplicate: boolean;
}

export interface ConsumeOptions {
  /** Durable consumer / queue group name. Consumers with the same name share (split) the work. */
  queue: string;
  /** Redeliver a message that was neither acked nor naked within this time. Default 30 000 ms. */
  ackWaitMs?: number;
  /** After this many deliveries without ack the message is moved to `deadLetterSubject(subject)`. Default 5. */
  maxDeliver?: number;
  /** Messages handled at once by this consumer instance. Default 1. */
  concurrency?: number;
  /**
   * Added to the original interface: the delay before redelivering a failed message (handler rejected,
   * or `nak()` without a delay). It doubles with each delivery, up to 60 s. Default 1000 ms.
   */
  backoffMs?: number;
}

export interface RequestOptions {
  timeoutMs?: number;
  headers?: Record<string, string>;
}

export interface Subscription {
  /** Stop taking new messages; resolves when the handlers in flight have finished. */
  drain(): Promise<void>;
  /**
   * Added to the original interface: stop at once, as a crashed process would. Messages in flight stay
   * unsettled (their handlers' outcomes are ignored) and are redelivered after `ackWaitMs`.
   * For crash tests, and for giving up on handlers that outlive a shutdown deadline.
   */
  abandon(): Promise<void>;
}

export type RequestHandler<T = unknown, R = unknown> = (data: T, headers: Record<string, string>) => Promise<R>;

export interface Bus {
  readonly kind: 'nats' | 'in-process';
  /** Publish to a durable work queue. Resolves once the message is stored. */
  publish<T>(subject: string, data: T, options?: PublishOptions): Promise<PublishResult>;
  /**
   * Consume a work queue. The handler's promise settles the message unless it settled it itself:
   * resolved → ack, rejected → nak with backoff; after `maxDeliver` deliveries → dead letter.
   */
  consume<T>(subject: string, handler: MessageHandler<T>, options: ConsumeOptions): Promise<Subscription>;
  /** Request/reply; rejects with BusTimeoutError or BusNoResponderError. */
  request<T, R>(subject: string, data: T, options?: RequestOptions): Promise<R>;
  /** Answer requests on a subject; instances with the same queue share the load. */
  reply<T, R>(subject: string, handler: RequestHandler<T, R>, options?: { queue?: string }): Promise<Subscription>;
  /** Health: true while the bus can take messages. */
  isHealthy(): boolean;
  close(): Promise<void>;
}

export class BusTimeoutError extends Error {
  constructor(readonly subject: string, readonly timeoutMs: number) {
    super(`no reply on ${subject} within ${timeoutMs} ms`);
    this.name = 'BusTimeoutError';
  }
}

export class BusNoResponderError extends Error {
  constructor(readonly subject: string) {
    super(`no responder on ${subject}`);
    this.name = 'BusNoResponderError';
  }
}

/** A handler error reported back to the requester. */
export class BusRemoteError extends Error {
  constructor(readonly subject: string, message: string, readonly code?: string) {
    super(message);
    this.name = 'BusRemoteError';
  }
}

export const deadLetterSubject = (subject: string): string => `dead.${subject}`;
