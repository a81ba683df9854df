import { Module } from '@nestjs/common';
import { AggregateController } from './aggregate.controller';
import { AggregateScanService } from './aggregate-scan.service';

/** The aggregator worker; needs BusModule and DatabaseModule in the application. */
@Module({ controllers: [AggregateController], providers: [AggregateScanService] })
export class AggregatorModule {}
