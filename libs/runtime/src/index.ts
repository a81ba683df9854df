export * from './infrastructure';
export * from './worker-app';
export * from './run-until-signal';
export * from './run-worker';
