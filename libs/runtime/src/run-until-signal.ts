import { Logger } from '@nestjs/common';

/** Closes everything once on SIGTERM/SIGINT (Kubernetes stops pods with SIGTERM), in the order given. */
export function closeOnSignal(name: string, ...closers: (() => Promise<unknown>)[]): void {
  const logger = new Logger(name);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.log(`${signal}: finishing in-flight work and closing`);
    for (const close of closers) await close().catch((error: Error) => logger.error(error.message));
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}
