import { setTimeout as sleep } from 'node:timers/promises';
import { Consumer, ConsumerMessages, JsMsg } from '@nats-io/jetstream';
import { errors } from '@nats-io/nats-core';
import { BusMessage, MessageHandler, Subscription } from './bus';
import { decode } from './codec';
import { InFlight } from './in-flight';
import { fromNatsHeaders } from './nats-headers';
import { ConsumeSettings, retryDelayMs } from './settings';

/** Moves a message that used up its deliveries to the dead-letter subject, then removes it. */
export type DeadLetterMover = (message: JsMsg) => Promise<void>;

/** Pause before pulling again after the server or the consumer was unreachable. */
const RETRY_PAUSE_MS = 1_000;

/**
 * One `consume()` call on a JetStream durable: `concurrency` slots, each pulling ONE message only when free.
 * Pulling ahead (as `consumer.consume()` does) would park messages in a busy process while another is idle.
 */
export class JetStreamConsumer implements Subscription {
  private readonly stopping = new AbortController();
  private readonly pulls = new Set<ConsumerMessages>();
  private readonly slots: Promise<void>[];
  /** Dead-letter moves started by a `nak()`, which must finish before a drain resolves. */
  private readonly moves = new InFlight();
  private abandoned = false;

  constructor(
    private readonly consumer: Consumer,
    private readonly subject: string,
    private readonly handler: MessageHandler<unknown>,
    private readonly settings: ConsumeSettings,
    private readonly moveToDeadLetter: DeadLetterMover,
  ) {
    this.slots = Array.from({ length: settings.concurrency }, () => this.runSlot());
  }

  async drain(): Promise<void> {
    this.stop();
    if (this.abandoned) return;
    await Promise.all(this.slots);
    await this.moves.idle();
  }

  async abandon(): Promise<void> {
    this.abandoned = true;
    this.stop();
  }

  private stop(): void {
    this.stopping.abort();
    for (const pull of this.pulls) pull.stop();
  }

  private async runSlot(): Promise<void> {
    while (!this.stopping.signal.aborted) {
      try {
        const pull = await this.consumer.fetch({ max_messages: 1 });
        this.pulls.add(pull);
        if (this.stopping.signal.aborted) pull.stop();
        try {
          // A message that arrives as a drain begins is already ours: handle it rather than wait out ack-wait.
          for await (const message of pull) {
            if (this.abandoned) return;
            await this.handle(message);
          }
        } finally {
          this.pulls.delete(pull);
        }
      } catch (error) {
        if (error instanceof errors.ClosedConnectionError) return;
        // Server unreachable, stream or consumer deleted underneath: keep trying until stopped.
        await sleep(RETRY_PAUSE_MS, undefined, { signal: this.stopping.signal }).catch(() => undefined);
      }
    }
  }

  private async handle(message: JsMsg): Promise<void> {
    // Its last delivery ended without ack or nak (the consumer died): dead-letter it without running it again.
    if (message.info.deliveryCount > this.settings.maxDeliver) {
      await this.moveToDeadLetter(message);
      return;
    }
    const settlement = this.settlement(message);
    try {
      // Inside the try: an undecodable payload is a failed delivery, retried and then dead-lettered.
      const busMessage: BusMessage<unknown> = {
        subject: this.subject,
        data: decode(message.string()),
        headers: fromNatsHeaders(message.headers),
        deliveryCount: message.info.deliveryCount,
        ...settlement,
      };
      await this.handler(busMessage);
      settlement.ack();
    } catch {
      settlement.nak();
    }
  }

  private settlement(message: JsMsg): Pick<BusMessage, 'ack' | 'nak' | 'working' | 'term'> {
    const deliveryCount = message.info.deliveryCount;
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled || this.abandoned) return;
      settled = true;
      outcome();
    };
    return {
      ack: () => settle(() => message.ack()),
      nak: (delayMs?: number) =>
        settle(() => {
          if (deliveryCount >= this.settings.maxDeliver) this.moves.track(this.moveToDeadLetter(message));
          else message.nak(delayMs ?? retryDelayMs(this.settings, deliveryCount));
        }),
      working: () => {
        if (!settled && !this.abandoned) message.working();
      },
      term: () => settle(() => message.term()),
    };
  }
}
