import type { INestApplication, INestMicroservice, NestApplicationOptions } from '@nestjs/common';
import { createAuditApp } from '@seo/gateway';
import { createWorkerApp, openInfrastructure, type Infrastructure } from '@seo/runtime';
import { AggregatorModule } from '../../aggregator/src/aggregator.module';
import { CrawlerModule } from '../../crawler/src/crawler.module';
import { RulesModule } from '../../rules/src/rules.module';

export interface Standalone {
  infrastructure: Infrastructure;
  audit: INestApplication;
  workers: INestMicroservice;
  /** Base URL of the audit surface. */
  auditUrl: string;
  close(): Promise<void>;
}

/** Every surface and worker in one process: embedded PostgreSQL and the in-process bus unless configured otherwise. */
export async function startStandalone(
  env: NodeJS.ProcessEnv = process.env,
  logger?: NestApplicationOptions['logger'],
): Promise<Standalone> {
  const infrastructure = await openInfrastructure(env);
  const workers = await createWorkerApp([CrawlerModule, RulesModule, AggregatorModule], infrastructure, logger);
  await workers.listen();
  const audit = await createAuditApp({ bus: infrastructure.bus, db: infrastructure.db, logger });
  const port = Number(env.PORT ?? 3000);
  await audit.listen(port, env.HOST ?? '0.0.0.0');
  const { port: bound } = audit.getHttpServer().address() as { port: number };
  return {
    infrastructure,
    audit,
    workers,
    auditUrl: `http://127.0.0.1:${bound}`,
    async close() {
      // Stop taking requests first, then let the workers finish what they hold, then release the infrastructure.
      await audit.close();
      await workers.close();
      await infrastructure.close();
    },
  };
}
