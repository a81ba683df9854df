import { Subscription } from './bus';

/** The subscriptions a bus still owns, so that `close()` can drain them; each leaves once drained or abandoned. */
export class SubscriptionRegistry {
  private readonly live = new Set<Subscription>();

  add(subscription: Subscription): Subscription {
    this.live.add(subscription);
    return {
      drain: () => {
        this.live.delete(subscription);
        return subscription.drain();
      },
      abandon: () => {
        this.live.delete(subscription);
        return subscription.abandon();
      },
    };
  }

  async drainAll(): Promise<void> {
    const draining = [...this.live].map((subscription) => subscription.drain());
    this.live.clear();
    await Promise.all(draining);
  }
}
