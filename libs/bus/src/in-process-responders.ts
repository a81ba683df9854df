import { BusNoResponderError, BusTimeoutError, RequestHandler, Subscription } from './bus';
import { decode } from './codec';
import { InFlight } from './in-flight';
import { errorEnvelope, resultEnvelope } from './reply-envelope';

/** Core-NATS request routing in memory: one member of each queue group, plus every responder without a queue. */
export class InProcessResponders {
  private readonly bySubject = new Map<string, InProcessResponder[]>();
  /** Round-robin position per subject and queue group. */
  private readonly turns = new Map<string, number>();

  add(subject: string, handler: RequestHandler<unknown, unknown>, queue?: string): InProcessResponder {
    const responder = new InProcessResponder(handler, queue, () => this.remove(subject, responder));
    this.bySubject.set(subject, [...(this.bySubject.get(subject) ?? []), responder]);
    return responder;
  }

  /** Resolves with the first reply envelope (JSON text). */
  request(subject: string, payload: string, headers: Record<string, string>, timeoutMs: number): Promise<string> {
    const targets = this.targets(subject);
    if (targets.length === 0) return Promise.reject(new BusNoResponderError(subject));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new BusTimeoutError(subject, timeoutMs)), timeoutMs);
      for (const target of targets) {
        target.answer(payload, headers, (envelope) => {
          clearTimeout(timer);
          resolve(envelope);
        });
      }
    });
  }

  private targets(subject: string): InProcessResponder[] {
    const targets: InProcessResponder[] = [];
    const groups = new Map<string, InProcessResponder[]>();
    for (const responder of this.bySubject.get(subject) ?? []) {
      if (responder.queue === undefined) targets.push(responder);
      else groups.set(responder.queue, [...(groups.get(responder.queue) ?? []), responder]);
    }
    for (const [queue, members] of groups) {
      const key = `${subject}\n${queue}`;
      const turn = this.turns.get(key) ?? 0;
      this.turns.set(key, turn + 1);
      targets.push(members[turn % members.length]);
    }
    return targets;
  }

  private remove(subject: string, responder: InProcessResponder): void {
    const remaining = (this.bySubject.get(subject) ?? []).filter((candidate) => candidate !== responder);
    if (remaining.length > 0) this.bySubject.set(subject, remaining);
    else this.bySubject.delete(subject);
  }
}

/** One `reply()` call. */
export class InProcessResponder implements Subscription {
  private readonly inFlight = new InFlight();
  private abandoned = false;

  constructor(
    private readonly handler: RequestHandler<unknown, unknown>,
    readonly queue: string | undefined,
    private readonly leave: () => void,
  ) {}

  answer(payload: string, headers: Record<string, string>, respond: (envelope: string) => void): void {
    this.inFlight.track(
      this.run(payload, headers).then((envelope) => {
        if (!this.abandoned) respond(envelope);
      }),
    );
  }

  async drain(): Promise<void> {
    this.leave();
    if (!this.abandoned) await this.inFlight.idle();
  }

  async abandon(): Promise<void> {
    this.abandoned = true;
    this.leave();
  }

  private async run(payload: string, headers: Record<string, string>): Promise<string> {
    await Promise.resolve();
    try {
      return resultEnvelope(await this.handler(decode(payload), { ...headers }));
    } catch (error) {
      return errorEnvelope(error);
    }
  }
}
