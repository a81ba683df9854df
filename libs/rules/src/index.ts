export * from './rule';
export * from './scoring';
export * from './evaluate';
export * from './catalog';
export * from './rules-doc';
