import { jetstream, JetStreamClient, JetStreamManager, jetstreamManager, JsMsg } from '@nats-io/jetstream';
import { errors, Msg, NatsConnection } from '@nats-io/nats-core';
import { connect } from '@nats-io/transport-node';
import {
  Bus,
  BusNoResponderError,
  BusTimeoutError,
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
import { JetStreamConsumer } from './jetstream-consumer';
import { JetStreamNames } from './jetstream-names';
import { JetStreamProvisioner } from './jetstream-provisioner';
import { fromNatsHeaders, toNatsHeaders } from './nats-headers';
import { NatsResponder } from './nats-responder';
import { openEnvelope } from './reply-envelope';
import { consumeSettings, DEFAULT_DUPLICATE_WINDOW_MS, DEFAULT_REQUEST_TIMEOUT_MS } from './settings';
import { assertLiteralSubject } from './subjects';
import { SubscriptionRegistry } from './subscription-registry';

export interface JetStreamBusOptions {
  /** e.g. nats://127.0.0.1:4222 (comma-separate several servers). */
  url: string;
  /** Prefixes every subject and stream name; tests use a random one. Default '' (none). */
  namespace?: string;
  /** How long the streams remember a msgId. Default 120 s. */
  duplicateWindowMs?: number;
}

/**
 * The production bus. Work queues are JetStream work-queue streams (one per subject) read through durable
 * pull consumers (one per queue group); request/reply is core NATS with queue groups.
 */
export class JetStreamBus implements Bus {
  readonly kind = 'nats' as const;
  private readonly js: JetStreamClient;
  private readonly provisioner: JetStreamProvisioner;
  private readonly subscriptions = new SubscriptionRegistry();
  private connected = true;
  private closing?: Promise<void>;

  private constructor(
    private readonly nc: NatsConnection,
    jsm: JetStreamManager,
    private readonly names: JetStreamNames,
    duplicateWindowMs: number,
  ) {
    this.js = jetstream(nc);
    this.provisioner = new JetStreamProvisioner(jsm, names, duplicateWindowMs);
    this.watchConnection().catch(() => (this.connected = false));
  }

  /** Connects, and fails if the server is unreachable or has no JetStream. Reconnects forever afterwards. */
  static async connect(options: JetStreamBusOptions): Promise<JetStreamBus> {
    const names = new JetStreamNames(options.namespace ?? '');
    const nc = await connect({ servers: options.url.split(','), maxReconnectAttempts: -1 });
    try {
      const jsm = await jetstreamManager(nc);
      return new JetStreamBus(nc, jsm, names, options.duplicateWindowMs ?? DEFAULT_DUPLICATE_WINDOW_MS);
    } catch (error) {
      await nc.close();
      throw error;
    }
  }

  async publish<T>(subject: string, data: T, options: PublishOptions = {}): Promise<PublishResult> {
    const ack = await this.store(subject, encode(data), options.headers, options.msgId);
    return { duplicate: ack.duplicate };
  }

  async consume<T>(subject: string, handler: MessageHandler<T>, options: ConsumeOptions): Promise<Subscription> {
    assertLiteralSubject(subject);
    const settings = consumeSettings(options);
    const { stream, durable } = await this.provisioner.consumer(subject, settings);
    const consumer = await this.js.consumers.get(stream, durable);
    return this.subscriptions.add(
      new JetStreamConsumer(consumer, subject, handler as MessageHandler<unknown>, settings, (message) =>
        this.moveToDeadLetter(subject, message, settings.backoffMs),
      ),
    );
  }

  async request<T, R>(subject: string, data: T, options: RequestOptions = {}): Promise<R> {
    assertLiteralSubject(subject);
    const timeoutMs = options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
    let reply: Msg;
    try {
      reply = await this.nc.request(this.names.subject(subject), encode(data), {
        timeout: timeoutMs,
        headers: toNatsHeaders(options.headers),
      });
    } catch (error) {
      if (error instanceof errors.TimeoutError) throw new BusTimeoutError(subject, timeoutMs);
      if (error instanceof errors.RequestError && error.isNoResponders()) throw new BusNoResponderError(subject);
      throw error;
    }
    return openEnvelope<R>(subject, reply.string());
  }

  async reply<T, R>(subject: string, handler: RequestHandler<T, R>, options: { queue?: string } = {}): Promise<Subscription> {
    assertLiteralSubject(subject);
    const responder = new NatsResponder(
      this.nc,
      this.names.subject(subject),
      handler as RequestHandler<unknown, unknown>,
      options.queue,
    );
    // Once the server has the subscription, a request from any connection reaches it.
    await this.nc.flush();
    return this.subscriptions.add(responder);
  }

  isHealthy(): boolean {
    return this.connected && this.closing === undefined && !this.nc.isClosed();
  }

  /** Drains every subscription (in-flight handlers may still publish), then drains the connection. */
  close(): Promise<void> {
    this.closing ??= this.subscriptions.drainAll().then(async () => {
      if (!this.nc.isClosed()) await this.nc.drain();
    });
    return this.closing;
  }

  /** Deletes every stream (messages, consumers) of this bus's namespace: test teardown. Refused without one. */
  destroyNamespace(): Promise<void> {
    return this.provisioner.deleteStreams();
  }

  private async store(subject: string, payload: string | Uint8Array, headers?: Record<string, string>, msgId?: string) {
    assertLiteralSubject(subject);
    await this.provisioner.stream(subject);
    return this.js.publish(this.names.subject(subject), payload, { msgID: msgId, headers: toNatsHeaders(headers) });
  }

  private async moveToDeadLetter(subject: string, message: JsMsg, backoffMs: number): Promise<void> {
    try {
      // The msgId makes a retried move (published, but the term was lost) land once.
      const msgId = `dead-letter:${message.info.stream}:${message.info.streamSequence}`;
      await this.store(deadLetterSubject(subject), message.data, fromNatsHeaders(message.headers), msgId);
      message.term();
    } catch {
      message.nak(backoffMs);
    }
  }

  private async watchConnection(): Promise<void> {
    for await (const status of this.nc.status()) {
      if (status.type === 'disconnect') this.connected = false;
      if (status.type === 'reconnect') this.connected = true;
    }
  }
}
