import { Msg, NatsConnection, Subscription as NatsSubscription } from '@nats-io/nats-core';
import { RequestHandler, Subscription } from './bus';
import { decode } from './codec';
import { InFlight } from './in-flight';
import { fromNatsHeaders } from './nats-headers';
import { errorEnvelope, resultEnvelope } from './reply-envelope';

/** One `reply()` call: a core NATS (queue) subscription answering every request with a reply envelope. */
export class NatsResponder implements Subscription {
  private readonly inFlight = new InFlight();
  private readonly subscription: NatsSubscription;
  private abandoned = false;

  constructor(
    nc: NatsConnection,
    natsSubject: string,
    private readonly handler: RequestHandler<unknown, unknown>,
    queue: string | undefined,
  ) {
    this.subscription = nc.subscribe(natsSubject, {
      queue,
      // A subscription error (e.g. a permission violation) closes the subscription: nothing to answer.
      callback: (error, request) => {
        if (!error) this.inFlight.track(this.answer(request));
      },
    });
  }

  async drain(): Promise<void> {
    if (!this.subscription.isClosed()) await this.subscription.drain();
    if (!this.abandoned) await this.inFlight.idle();
  }

  async abandon(): Promise<void> {
    this.abandoned = true;
    this.subscription.unsubscribe();
  }

  private async answer(request: Msg): Promise<void> {
    let envelope: string;
    try {
      envelope = resultEnvelope(await this.handler(decode(request.string()), fromNatsHeaders(request.headers)));
    } catch (error) {
      envelope = errorEnvelope(error);
    }
    if (!this.abandoned) request.respond(envelope);
  }
}
