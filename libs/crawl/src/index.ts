export * from './address-guard';
export * from './build-artifact';
export * from './crawl-options';
export * from './crawl-site';
export * from './fetch-page';
export * from './parse-page';
