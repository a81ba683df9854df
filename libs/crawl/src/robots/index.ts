export * from './fetch-robots';
export * from './parse-robots';
export * from './robots-policy';
