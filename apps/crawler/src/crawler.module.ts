import { Module } from '@nestjs/common';
import { CrawlController } from './crawl.controller';
import { CrawlScanService } from './crawl-scan.service';

/** The crawler worker; needs BusModule and DatabaseModule in the application. */
@Module({ controllers: [CrawlController], providers: [CrawlScanService] })
export class CrawlerModule {}
