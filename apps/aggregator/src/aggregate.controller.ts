import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENTS, QUEUES, SUBJECTS } from '@seo/contracts';
import { AggregateScanService } from './aggregate-scan.service';

@Controller()
export class AggregateController {
  constructor(private readonly aggregator: AggregateScanService) {}

  @EventPattern(SUBJECTS.categoryScored, { queue: QUEUES.aggregator, ackWaitMs: 60_000 })
  async onCategoryScored(@Payload() data: unknown): Promise<void> {
    await this.aggregator.onCategoryScored(EVENTS.categoryScored(data));
  }
}
