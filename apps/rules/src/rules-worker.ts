import { Inject, Injectable, Logger, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import { BUS, type Bus, type Subscription } from '@seo/bus';
import { EVENTS, QUEUES, SUBJECTS } from '@seo/contracts';
import { EvaluateCategoryService } from './evaluate-category.service';
import { ruleCategoriesFromEnv } from './rule-categories';

/**
 * Consumes `scan.crawled.<category>` for each category this pod serves. The subjects depend on configuration,
 * so the consumers are bound here rather than with static @EventPattern decorators.
 */
@Injectable()
export class RulesWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(RulesWorker.name);
  private subscriptions: Subscription[] = [];

  constructor(@Inject(BUS) private readonly bus: Bus, private readonly evaluator: EvaluateCategoryService) {}

  async onApplicationBootstrap(): Promise<void> {
    const categories = ruleCategoriesFromEnv();
    this.subscriptions = await Promise.all(
      categories.map((category) =>
        this.bus.consume(SUBJECTS.scanCrawled(category), (message) => this.evaluator.evaluate(EVENTS.scanCrawled(message.data)), {
          queue: QUEUES.rules(category),
          ackWaitMs: 60_000,
        }),
      ),
    );
    this.logger.log(`serving ${categories.length} categories`);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.subscriptions.map((s) => s.drain()));
  }
}
