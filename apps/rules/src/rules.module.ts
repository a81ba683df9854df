import { Module } from '@nestjs/common';
import { EvaluateCategoryService } from './evaluate-category.service';
import { RulesWorker } from './rules-worker';

/** The rule worker; needs BusModule and DatabaseModule in the application. */
@Module({ providers: [EvaluateCategoryService, RulesWorker] })
export class RulesModule {}
