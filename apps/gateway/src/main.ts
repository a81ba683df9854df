import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { closeOnSignal, openInfrastructure } from '@seo/runtime';
import { createAuditApp } from './audit/create-audit-app';

/** The gateway deployed on its own: the audit surface on `PORT` (default 3000) over the shared database and bus. */
async function main(): Promise<void> {
  const logger = new Logger('gateway');
  // Alone, the gateway is one service among several: an embedded database or in-process bus would reach no worker.
  const infrastructure = await openInfrastructure(process.env, { requireExternal: true });
  const app = await createAuditApp(infrastructure);
  const port = Number(process.env.PORT ?? 3000);
  await app.listen(port, process.env.HOST ?? '0.0.0.0');
  logger.log(`audit surface listening on port ${port}`);
  // Stop taking requests (in-flight ones finish), then release the bus and the database.
  closeOnSignal('gateway', () => app.close(), () => infrastructure.close());
}

main().catch((error: Error) => {
  new Logger('gateway').error(error.stack ?? error.message);
  process.exit(1);
});
