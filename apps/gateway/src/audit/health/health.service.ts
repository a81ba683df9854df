import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import { BUS, type Bus } from '@seo/bus';
import { DB, isDatabaseHealthy, type Db } from '@seo/db';
import type { HealthReport } from './health-report';

/** A database that does not answer within this is down: a probe must not hang with it. */
const DATABASE_PROBE_TIMEOUT_MS = 2000;

@Injectable()
export class HealthService {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(BUS) private readonly bus: Bus,
  ) {}

  async report(): Promise<HealthReport> {
    const databaseUp = await Promise.race([
      isDatabaseHealthy(this.db),
      sleep(DATABASE_PROBE_TIMEOUT_MS, false, { ref: false }),
    ]);
    const busUp = this.bus.isHealthy();
    return {
      status: databaseUp && busUp ? 'ok' : 'degraded',
      database: databaseUp ? 'up' : 'down',
      bus: busUp ? 'up' : 'down',
      bus_kind: this.bus.kind,
    };
  }
}
