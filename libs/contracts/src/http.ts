import { CATEGORY_IDS, SEVERITIES, type CategoryId, type Severity } from './categories';
import { HTTP_URL_MAX_LENGTH, type JsonSchema } from './schema-validator';
import { scanResultSchema, type ScanResult } from './scan-result';

/** HTTP request bodies and responses of the audit surface, snake_case as on the wire. */

const httpUrl = {
  type: 'string',
  maxLength: HTTP_URL_MAX_LENGTH,
  'x-http-url': true,
  description: 'Absolute http(s) URL with a host, at most 2048 characters.',
  examples: ['https://example.com/'],
};

export interface ScanRequestBody {
  url: string;
}
export const scanRequestBodySchema: JsonSchema = {
  type: 'object',
  required: ['url'],
  properties: { url: httpUrl },
};

export interface BriefRequestBody {
  job_id: string;
  url: string;
  deep?: boolean;
  language?: string;
}
export const briefRequestBodySchema: JsonSchema = {
  type: 'object',
  required: ['job_id', 'url'],
  properties: {
    job_id: { type: 'string', minLength: 1, maxLength: 64 },
    url: httpUrl,
    deep: { type: 'boolean', default: false },
    language: { type: 'string', pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$', default: 'en' },
  },
};

export interface AnalyzeRequestBody {
  url: string;
  task: string;
  deep?: boolean;
}
export const analyzeRequestBodySchema: JsonSchema = {
  type: 'object',
  required: ['url', 'task'],
  properties: {
    url: httpUrl,
    task: { type: 'string', minLength: 1, maxLength: 2000 },
    deep: { type: 'boolean', default: false },
  },
};

export const categoryPathSchema: JsonSchema = { enum: [...CATEGORY_IDS] };
export const urlQuerySchema: JsonSchema = httpUrl;

export interface ScanAccepted {
  job_id: string;
  status: 'pending';
}
export const scanAcceptedSchema: JsonSchema = {
  type: 'object',
  required: ['job_id', 'status'],
  additionalProperties: false,
  properties: { job_id: { type: 'string' }, status: { const: 'pending' } },
};

export type JobState = 'pending' | 'done' | 'failed';
export interface JobStatus {
  job_id: string;
  status: JobState;
  progress: { pages_crawled: number; pages_limit: number };
  result?: ScanResult;
  error?: string;
}
export const jobStatusSchema: JsonSchema = {
  type: 'object',
  required: ['job_id', 'status', 'progress'],
  additionalProperties: false,
  properties: {
    job_id: { type: 'string' },
    status: { enum: ['pending', 'done', 'failed'] },
    progress: {
      type: 'object',
      required: ['pages_crawled', 'pages_limit'],
      additionalProperties: false,
      properties: { pages_crawled: { type: 'integer', minimum: 0 }, pages_limit: { type: 'integer', minimum: 1 } },
    },
    result: scanResultSchema,
    error: { type: 'string' },
  },
};

export type RuleScope = 'page' | 'site';
export type RuleNeeds = 'html' | 'headers' | 'browser' | 'site';
export interface RuleListing {
  id: string;
  category: CategoryId;
  severity: Severity;
  title: string;
  why: string;
  how_to_fix: string[];
  scope: RuleScope;
  needs: RuleNeeds;
}
export interface RulesResponse {
  version: string;
  count: number;
  categories: Record<CategoryId, number>;
  rules: RuleListing[];
}
export const rulesResponseSchema: JsonSchema = {
  type: 'object',
  required: ['version', 'count', 'categories', 'rules'],
  additionalProperties: false,
  properties: {
    version: { type: 'string' },
    count: { type: 'integer', minimum: 0 },
    categories: {
      type: 'object',
      additionalProperties: false,
      required: [...CATEGORY_IDS],
      properties: Object.fromEntries(CATEGORY_IDS.map((c) => [c, { type: 'integer', minimum: 0 }])),
    },
    rules: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'category', 'severity', 'title', 'why', 'how_to_fix', 'scope', 'needs'],
        properties: {
          id: { type: 'string' },
          category: { enum: [...CATEGORY_IDS] },
          severity: { enum: [...SEVERITIES] },
          title: { type: 'string' },
          why: { type: 'string' },
          how_to_fix: { type: 'array', items: { type: 'string' }, minItems: 1 },
          scope: { enum: ['page', 'site'] },
          needs: { enum: ['html', 'headers', 'browser', 'site'] },
        },
      },
    },
  },
};

/** FastAPI/pydantic's 422 body: what every client of the interface specification already parses. */
export interface ValidationErrorItem {
  loc: (string | number)[];
  msg: string;
  type: string;
  input?: unknown;
  ctx?: Record<string, unknown>;
}
export interface HTTPValidationError {
  detail: ValidationErrorItem[];
}
export const httpValidationErrorSchema: JsonSchema = {
  type: 'object',
  required: ['detail'],
  properties: {
    detail: {
      type: 'array',
      items: {
        type: 'object',
        required: ['loc', 'msg', 'type'],
        properties: {
          loc: { type: 'array', items: { type: ['string', 'integer'] } },
          msg: { type: 'string' },
          type: { type: 'string' },
          input: {},
          ctx: { type: 'object' },
        },
      },
    },
  },
};

export const errorBodySchema: JsonSchema = {
  type: 'object',
  required: ['detail'],
  properties: { detail: { type: 'string' } },
};
