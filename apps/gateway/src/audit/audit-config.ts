import { httpUrlProblem } from '@seo/contracts';

/** The audit surface's configuration, read once from the environment. */
export class AuditConfig {
  /** Where clients reach the surface (`PUBLIC_URL`, default http://localhost:3000), without a trailing slash. */
  readonly publicUrl: string;

  constructor(env: Record<string, string | undefined>) {
    const publicUrl = env.PUBLIC_URL || 'http://localhost:3000';
    const problem = httpUrlProblem(publicUrl);
    if (problem) throw new Error(`PUBLIC_URL: ${problem.msg}`);
    this.publicUrl = publicUrl.replace(/\/+$/, '');
  }
}
