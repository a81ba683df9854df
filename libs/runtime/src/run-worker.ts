import type { Type } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import { openInfrastructure } from './infrastructure';
import { closeOnSignal } from './run-until-signal';
import { createWorkerApp } from './worker-app';

/** The whole `main` of a worker deployed on its own: shared database and bus, workers, graceful stop. */
export async function runWorker(name: string, workers: Type[]): Promise<void> {
  try {
    const infrastructure = await openInfrastructure(process.env, { requireExternal: true });
    const app = await createWorkerApp(workers, infrastructure);
    await app.listen();
    new Logger(name).log('consuming');
    closeOnSignal(name, () => app.close(), () => infrastructure.close());
  } catch (error) {
    new Logger(name).error((error as Error).message);
    process.exit(1);
  }
}
