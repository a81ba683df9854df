export * from './bus';
export { InProcessBus } from './in-process-bus';
export type { InProcessBusOptions } from './in-process-bus';
export { JetStreamBus } from './jetstream-bus';
export type { JetStreamBusOptions } from './jetstream-bus';
export { createBus } from './create-bus';
export { BusContext, BusServer } from './bus-server';
export type { BusEventExtras, BusRequestExtras } from './bus-server';
export { BUS, BusModule } from './bus.module';
