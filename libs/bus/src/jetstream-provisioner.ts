import {
  AckPolicy,
  DeliverPolicy,
  JetStreamApiError,
  JetStreamManager,
  RetentionPolicy,
  StorageType,
} from '@nats-io/jetstream';
import { nanos } from '@nats-io/nats-core';
import { JetStreamNames } from './jetstream-names';
import { ConsumeSettings } from './settings';
import { queueGroupConflict } from './subjects';

// JetStream API error codes this layout meets.
const STREAM_NAME_IN_USE = 10058;
const CONSUMER_FILTER_NOT_UNIQUE = 10100;
const CONSUMER_ALREADY_EXISTS = 10148;

/**
 * Creates, idempotently, what a subject needs on the server: a work-queue stream holding just that subject,
 * and one durable pull consumer per queue group.
 */
export class JetStreamProvisioner {
  /** Streams known to exist, so a publish costs one round trip. */
  private readonly streams = new Map<string, Promise<string>>();

  constructor(
    private readonly jsm: JetStreamManager,
    private readonly names: JetStreamNames,
    private readonly duplicateWindowMs: number,
  ) {}

  /** Resolves with the stream name. */
  stream(subject: string): Promise<string> {
    let stream = this.streams.get(subject);
    if (!stream) {
      stream = this.createStream(subject);
      this.streams.set(subject, stream);
      stream.catch(() => this.streams.delete(subject));
    }
    return stream;
  }

  /** Resolves with the stream and consumer names. */
  async consumer(subject: string, settings: ConsumeSettings): Promise<{ stream: string; durable: string }> {
    const stream = await this.stream(subject);
    const durable = this.names.consumer(settings.queue);
    const config = {
      durable_name: durable,
      filter_subject: this.names.subject(subject),
      ack_policy: AckPolicy.Explicit,
      ack_wait: nanos(settings.ackWaitMs),
      deliver_policy: DeliverPolicy.All,
      // Unlimited on the server: the consume loop counts deliveries itself, so that a message whose consumers
      // keep dying is dead-lettered too (the server would only drop it).
      max_deliver: -1,
    };
    try {
      await this.jsm.consumers.add(stream, config);
    } catch (error) {
      if (apiErrorCode(error) === CONSUMER_FILTER_NOT_UNIQUE) throw queueGroupConflict(subject, settings.queue);
      // Servers >= 2.10 refuse to change a consumer through "create"; older ones update it.
      if (apiErrorCode(error) !== CONSUMER_ALREADY_EXISTS) throw error;
      await this.jsm.consumers.update(stream, durable, { ack_wait: config.ack_wait, max_deliver: config.max_deliver });
    }
    return { stream, durable };
  }

  /** Deletes every stream in the namespace (with their messages and consumers). */
  async deleteStreams(): Promise<void> {
    if (!this.names.namespace) throw new Error('refusing to delete the streams of the shared default namespace');
    for await (const stream of this.jsm.streams.names(this.names.allSubjects())) await this.jsm.streams.delete(stream);
    this.streams.clear();
  }

  private async createStream(subject: string): Promise<string> {
    const name = this.names.stream(subject);
    const natsSubject = this.names.subject(subject);
    try {
      await this.jsm.streams.add({
        name,
        subjects: [natsSubject],
        retention: RetentionPolicy.Workqueue,
        storage: StorageType.File,
        duplicate_window: nanos(this.duplicateWindowMs),
      });
    } catch (error) {
      // Exists with other settings (e.g. another duplicate window): fine, unless it is another subject's stream.
      if (apiErrorCode(error) !== STREAM_NAME_IN_USE) throw error;
      const { config } = await this.jsm.streams.info(name);
      if (!config.subjects.includes(natsSubject)) {
        throw new Error(`subject "${subject}" maps to stream ${name}, which holds ${config.subjects.join(', ')}`);
      }
    }
    return name;
  }
}

function apiErrorCode(error: unknown): number | undefined {
  return error instanceof JetStreamApiError ? error.code : undefined;
}
