export * from './collect-sitemap-urls';
export * from './parse-sitemap';
export * from './sitemap-limits';
