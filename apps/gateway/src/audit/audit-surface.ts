import {
  analyzeRequestBodySchema,
  briefRequestBodySchema,
  categoryPathSchema,
  jobStatusSchema,
  rulesResponseSchema,
  scanAcceptedSchema,
  scanRequestBodySchema,
  urlQuerySchema,
} from '@seo/contracts';
import type { SurfaceDescription } from '../discovery/surface';
import { AUDIT_OPERATIONS } from './audit-operations';
import { analyzeResponseSchema, checkResponseSchema, urlListRequestBodySchema } from './audit-schemas';
import { healthReportSchema } from './health/health-report';

/** The audit surface as its discovery documents (OpenAPI, agent card, llms.txt) describe it. */
export const AUDIT_SURFACE: SurfaceDescription = {
  title: 'SEO Audit API',
  version: '1.0.0',
  summary:
    'Pay-per-request SEO audits for AI agents: crawl a site, score it on 20 categories of rules, and turn the ' +
    'findings into a fix plan. Paid operations are charged per call with x402 or MPP, in USDC on Base.',
  details: [
    'Start a scan with POST /scan/quick or POST /scan/full, then poll GET /status/{job_id} until its status is ' +
      '"done". The result scores each of the 20 categories from 0 to 100 and lists every issue with the pages it ' +
      'occurs on; GET /rules explains each rule_id.',
    'Input is validated before anything is charged: a request answered 422 costs nothing, and neither does a call ' +
      'that fails. Errors are JSON with a "detail" field.',
  ],
  skills: [
    {
      id: 'scan',
      name: 'Site audit',
      description: 'Crawls a site (quick: up to 50 pages, full: up to 500) and scores it on 20 categories of rules.',
      tags: ['seo', 'audit', 'crawl'],
    },
    {
      id: 'check',
      name: 'Category check',
      description: 'Audits one category of a URL, answered from a scan under 24 hours old when there is one.',
      tags: ['seo', 'audit'],
    },
    {
      id: 'insights',
      name: 'Fix plan and answers',
      description: 'Turns a finished scan into a prioritised fix plan, or answers a question about a URL from its audit.',
      tags: ['seo', 'llm', 'markdown'],
    },
    {
      id: 'google',
      name: 'Google indexing',
      description: 'Asks Google to index URLs and checks whether they are indexed, one or up to 100 at once.',
      tags: ['seo', 'google', 'indexing'],
    },
    {
      id: 'backlinks',
      name: 'Backlinks',
      description: 'Finds the backlinks of URLs, one or up to 100 at once.',
      tags: ['seo', 'backlinks'],
    },
    {
      id: 'rules',
      name: 'Rule catalog',
      description: 'Every rule the audit evaluates, why it matters and how to fix it. Free.',
      tags: ['seo', 'reference'],
    },
  ],
  operations: Object.values(AUDIT_OPERATIONS),
  schemas: {
    UrlRequestBody: scanRequestBodySchema,
    UrlListRequestBody: urlListRequestBodySchema,
    BriefRequestBody: briefRequestBodySchema,
    AnalyzeRequestBody: analyzeRequestBodySchema,
    CategoryId: categoryPathSchema,
    HttpUrl: urlQuerySchema,
    ScanAccepted: scanAcceptedSchema,
    JobStatus: jobStatusSchema,
    RulesResponse: rulesResponseSchema,
    CheckResponse: checkResponseSchema,
    AnalyzeResponse: analyzeResponseSchema,
    HealthReport: healthReportSchema,
  },
};
