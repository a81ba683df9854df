import 'reflect-metadata';
import { runWorker } from '@seo/runtime';
import { AggregatorModule } from './aggregator.module';

void runWorker('aggregator', [AggregatorModule]);
