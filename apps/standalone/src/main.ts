import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { closeOnSignal } from '@seo/runtime';
import { startStandalone } from './start-standalone';

async function main(): Promise<void> {
  const standalone = await startStandalone();
  new Logger('standalone').log(`audit surface on ${standalone.auditUrl}`);
  closeOnSignal('standalone', () => standalone.close());
}

main().catch((error: Error) => {
  new Logger('standalone').error(error.stack ?? error.message);
  process.exit(1);
});
