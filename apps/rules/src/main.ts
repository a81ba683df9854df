import 'reflect-metadata';
import { runWorker } from '@seo/runtime';
import { RulesModule } from './rules.module';

void runWorker('rules', [RulesModule]);
