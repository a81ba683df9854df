export * from './categories';
export * from './subjects';
export * from './events';
export * from './scan-result';
export * from './http';
export * from './schema-validator';
export * from './page-artifact';
