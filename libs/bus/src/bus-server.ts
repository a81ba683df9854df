import { BaseRpcContext, CustomTransportStrategy, MessageHandler, Server } from '@nestjs/microservices';
import { lastValueFrom } from 'rxjs';
import { Bus, BusMessage, ConsumeOptions, Subscription } from './bus';

/** What `@EventPattern(subject, extras)` may set: the work-queue consumer settings. Queue default: the subject. */
export type BusEventExtras = Partial<ConsumeOptions>;

/** What `@MessagePattern(subject, extras)` may set. Queue default: the subject, so instances share requests. */
export interface BusRequestExtras {
  queue?: string;
}

/** `@Ctx()` of a bus handler. */
export class BusContext extends BaseRpcContext<[subject: string, headers: Record<string, string>, message?: BusMessage]> {
  getSubject(): string {
    return this.args[0];
  }

  getHeaders(): Record<string, string> {
    return this.args[1];
  }

  /** The work-queue message (event handlers only): call `working()` on long jobs, or settle it yourself. */
  getMessage(): BusMessage | undefined {
    return this.args[2];
  }
}

/**
 * Nest transport over a `Bus`: each @EventPattern consumes a work queue (resolved → ack, thrown → retry),
 * each @MessagePattern answers requests. The bus belongs to the caller, who closes it after this server.
 */
export class BusServer extends Server implements CustomTransportStrategy {
  private readonly subscriptions: Subscription[] = [];

  constructor(private readonly bus: Bus) {
    super();
  }

  async listen(callback: (error?: unknown) => void): Promise<void> {
    try {
      for (const [subject, handler] of this.messageHandlers) {
        const subscription = handler.isEventHandler
          ? await this.bindEvent(subject, handler)
          : await this.bindRequest(subject, handler);
        this.subscriptions.push(subscription);
      }
    } catch (error) {
      callback(error);
      return;
    }
    callback();
  }

  /** Graceful: stops taking messages and resolves once the handlers in flight have finished. */
  async close(): Promise<void> {
    await Promise.all(this.subscriptions.splice(0).map((subscription) => subscription.drain()));
  }

  on(): never {
    throw new Error('BusServer emits no events: watch bus.isHealthy() instead');
  }

  unwrap<T>(): T {
    return this.bus as T;
  }

  private bindEvent(subject: string, handler: MessageHandler): Promise<Subscription> {
    const extras: BusEventExtras = handler.extras ?? {};
    return this.bus.consume(
      subject,
      async (message) => {
        await this.settle(handler(message.data, new BusContext([subject, message.headers, message])));
      },
      { ...extras, queue: extras.queue ?? subject },
    );
  }

  private bindRequest(subject: string, handler: MessageHandler): Promise<Subscription> {
    const extras: BusRequestExtras = handler.extras ?? {};
    return this.bus.reply(subject, (data, headers) => this.settle(handler(data, new BusContext([subject, headers]))), {
      queue: extras.queue ?? subject,
    });
  }

  /** A handler's outcome, whether it returned a value, a promise or an Observable (its last value counts). */
  private async settle(result: ReturnType<MessageHandler>): Promise<unknown> {
    return lastValueFrom(this.transformToObservable(await result), { defaultValue: undefined });
  }
}
