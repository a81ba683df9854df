import { Global, Module, type DynamicModule } from '@nestjs/common';
import { CategoryScoreRepository } from './category-score.repository';
import { LinkRepository } from './link.repository';
import { PageArtifactRepository } from './page-artifact.repository';
import type { Db } from './prisma-client';
import { ScanJobRepository } from './scan-job.repository';

/** Injection token of the Prisma client. */
export const DB = Symbol('Db');

const REPOSITORIES = [ScanJobRepository, PageArtifactRepository, CategoryScoreRepository, LinkRepository];

/** The client and every repository, for any service of the process; the caller owns the client's lifecycle. */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(db: Db): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        { provide: DB, useValue: db },
        ...REPOSITORIES.map((repository) => ({ provide: repository, useFactory: (client: Db) => new repository(client), inject: [DB] })),
      ],
      exports: [DB, ...REPOSITORIES],
    };
  }
}
