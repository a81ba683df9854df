import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { Bus } from './bus';

/** Injection token of the process's Bus. */
export const BUS = Symbol('Bus');

/** Makes one Bus injectable everywhere in the process; the caller owns its lifecycle. */
@Global()
@Module({})
export class BusModule {
  static forRoot(bus: Bus): DynamicModule {
    return { module: BusModule, providers: [{ provide: BUS, useValue: bus }], exports: [BUS] };
  }
}
