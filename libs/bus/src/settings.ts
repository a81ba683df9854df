import { ConsumeOptions } from './bus';

export const DEFAULT_REQUEST_TIMEOUT_MS = 5_000;
export const DEFAULT_DUPLICATE_WINDOW_MS = 120_000;
const MAX_BACKOFF_MS = 60_000;

export type ConsumeSettings = Required<ConsumeOptions>;

/** Fills in the defaults documented on `ConsumeOptions`, refusing values that would stall a queue. */
export function consumeSettings(options: ConsumeOptions): ConsumeSettings {
  const settings: ConsumeSettings = {
    queue: options.queue,
    ackWaitMs: options.ackWaitMs ?? 30_000,
    maxDeliver: options.maxDeliver ?? 5,
    concurrency: options.concurrency ?? 1,
    backoffMs: options.backoffMs ?? 1_000,
  };
  if (!settings.queue) throw new Error('ConsumeOptions.queue is required');
  if (!(settings.ackWaitMs > 0)) throw new Error(`ackWaitMs must be positive, got ${settings.ackWaitMs}`);
  if (!Number.isInteger(settings.maxDeliver) || settings.maxDeliver < 1) {
    throw new Error(`maxDeliver must be an integer >= 1, got ${settings.maxDeliver}`);
  }
  if (!Number.isInteger(settings.concurrency) || settings.concurrency < 1) {
    throw new Error(`concurrency must be an integer >= 1, got ${settings.concurrency}`);
  }
  if (!(settings.backoffMs >= 0)) throw new Error(`backoffMs must be >= 0, got ${settings.backoffMs}`);
  return settings;
}

/** Delay before redelivering a message whose `deliveryCount`th delivery failed: doubling, capped. */
export function retryDelayMs(settings: ConsumeSettings, deliveryCount: number): number {
  return Math.min(settings.backoffMs * 2 ** (deliveryCount - 1), MAX_BACKOFF_MS);
}
