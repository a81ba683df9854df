export * from './prisma-client';
export * from './scan-job.repository';
export * from './page-artifact.repository';
export * from './category-score.repository';
export * from './link.repository';
export * from './migrator';
export * from './embedded/embedded-postgres';
export * from './database.module';
