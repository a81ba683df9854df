import type { INestMicroservice, NestApplicationOptions, Type } from '@nestjs/common';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { BusModule, BusServer, type Bus } from '@seo/bus';
import { DatabaseModule, type Db } from '@seo/db';

/**
 * A Nest microservice on our bus transport hosting the given worker modules. The standalone process and each
 * worker's own process build it the same way.
 */
export async function createWorkerApp(
  workers: Type[],
  deps: { bus: Bus; db: Db },
  logger: NestApplicationOptions['logger'] = ['error', 'warn', 'log'],
): Promise<INestMicroservice> {
  @Module({ imports: [BusModule.forRoot(deps.bus), DatabaseModule.forRoot(deps.db), ...workers] })
  class WorkersModule {}
  return NestFactory.createMicroservice(WorkersModule, { strategy: new BusServer(deps.bus), logger });
}
