import type { NestApplicationOptions } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ErrorBodyFilter } from './error-body.filter';
import { readRequestBody } from './request-body';

/** Larger bodies are refused with 413 before they are read to the end. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Options every surface's application is created with: Nest's own body parsers are replaced below, and a
 * start-up failure is thrown to the process composing the surface instead of aborting it.
 */
export const HTTP_APP_OPTIONS: NestApplicationOptions = { bodyParser: false, abortOnError: false };

/**
 * The HTTP behaviour every surface shares: bodies read as capped raw bytes and interpreted once (JSON or the
 * reason it is not), every error answered as `{"detail": …}`. Call before `init()`/`listen()`.
 */
export function applyHttpSetup(app: NestExpressApplication): NestExpressApplication {
  app.disable('x-powered-by');
  app.useBodyParser('raw', { type: () => true, limit: MAX_BODY_BYTES });
  app.use(readRequestBody);
  app.useGlobalFilters(new ErrorBodyFilter());
  return app;
}
