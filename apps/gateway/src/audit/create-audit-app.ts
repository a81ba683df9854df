import type { INestApplication, NestApplicationOptions } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { applyHttpSetup, HTTP_APP_OPTIONS } from '../http/http-app';
import { AuditSurfaceModule, type AuditSurfaceDeps } from './audit-surface.module';

export interface AuditAppOptions extends AuditSurfaceDeps {
  /** Nest's logger option; default Nest's console logger. */
  logger?: NestApplicationOptions['logger'];
}

/** The audit surface as a ready application with the shared HTTP setup; the caller listens and closes it. */
export async function createAuditApp({ logger, ...deps }: AuditAppOptions): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AuditSurfaceModule.register(deps), {
    ...HTTP_APP_OPTIONS,
    ...(logger !== undefined && { logger }),
  });
  return applyHttpSetup(app);
}
