import { Module, type DynamicModule } from '@nestjs/common';
import { BusModule, type Bus } from '@seo/bus';
import { DatabaseModule, type Db } from '@seo/db';
import { PaymentGate } from '../payments/payment-gate';
import { AuditConfig } from './audit-config';
import { BacklinksController } from './backlinks/backlinks.controller';
import { CheckController } from './check/check.controller';
import { DiscoveryController } from './discovery/discovery.controller';
import { GoogleController } from './google/google.controller';
import { HealthController } from './health/health.controller';
import { HealthService } from './health/health.service';
import { InsightsController } from './insights/insights.controller';
import { RulesController } from './rules/rules.controller';
import { ScanController } from './scan/scan.controller';
import { ScanService } from './scan/scan.service';
import { JobStatusService } from './status/job-status.service';
import { StatusController } from './status/status.controller';

export interface AuditSurfaceDeps {
  /** The process's bus; the caller owns it (opens and closes it). */
  bus: Bus;
  /** The process's Prisma client; the caller owns it. */
  db: Db;
  /** Where configuration (`PUBLIC_URL`) is read; default `process.env`. */
  env?: Record<string, string | undefined>;
}

/** The audit HTTP surface (CONTRACT.md): the standalone process and the gateway's own main compose it alike. */
@Module({})
export class AuditSurfaceModule {
  static register({ bus, db, env = process.env }: AuditSurfaceDeps): DynamicModule {
    return {
      module: AuditSurfaceModule,
      imports: [BusModule.forRoot(bus), DatabaseModule.forRoot(db)],
      controllers: [
        ScanController,
        StatusController,
        CheckController,
        InsightsController,
        GoogleController,
        BacklinksController,
        RulesController,
        HealthController,
        DiscoveryController,
      ],
      providers: [{ provide: AuditConfig, useValue: new AuditConfig(env) }, PaymentGate, ScanService, JobStatusService, HealthService],
    };
  }
}
