import 'reflect-metadata';
import { runWorker } from '@seo/runtime';
import { CrawlerModule } from './crawler.module';

void runWorker('crawler', [CrawlerModule]);
