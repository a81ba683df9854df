import {
  CATEGORY_IDS,
  categoryIssueSchema,
  pageSummarySchema,
  urlQuerySchema,
  type JsonSchema,
} from '@seo/contracts';

// CONTRACT.md shapes that libs/contracts has no schema for yet. Each moves there with the issue that
// implements its operation, so both ends import it; until then they document the operations here.

/** URLs a bulk Google or backlinks call takes at most. */
export const BULK_URL_LIMIT = 100;

export interface UrlListRequestBody {
  urls: string[];
}
export const urlListRequestBodySchema: JsonSchema = {
  type: 'object',
  required: ['urls'],
  properties: {
    urls: {
      type: 'array',
      minItems: 1,
      maxItems: BULK_URL_LIMIT,
      items: urlQuerySchema,
      description: `1 to ${BULK_URL_LIMIT} absolute http(s) URLs.`,
    },
  },
};

const category = { enum: [...CATEGORY_IDS] };

/** GET /check/{category}: a cached category result, or the job that computes it. */
export const checkResponseSchema: JsonSchema = {
  oneOf: [
    {
      type: 'object',
      required: ['category', 'url', 'cached', 'scanned_at', 'score', 'issues', 'pages'],
      properties: {
        category,
        url: { type: 'string' },
        cached: { const: true },
        scanned_at: { type: 'string', format: 'date-time' },
        score: { type: 'integer', minimum: 0, maximum: 100 },
        issues: { type: 'array', items: categoryIssueSchema },
        pages: { type: 'array', items: pageSummarySchema },
      },
    },
    {
      type: 'object',
      required: ['category', 'url', 'cached', 'job_id', 'status'],
      properties: { category, url: { type: 'string' }, cached: { const: false }, job_id: { type: 'string' }, status: { const: 'pending' } },
    },
  ],
};

/** POST /analyze. */
export const analyzeResponseSchema: JsonSchema = {
  type: 'object',
  required: ['answer', 'categories', 'evidence', 'scanned_at', 'source'],
  properties: {
    answer: { type: 'string', description: 'Markdown.' },
    categories: { type: 'array', items: category },
    evidence: {
      type: 'array',
      items: {
        type: 'object',
        required: ['rule_id', 'pages', 'detail'],
        properties: { rule_id: { type: 'string' }, pages: { type: 'array', items: { type: 'string' } }, detail: { type: 'string' } },
      },
    },
    scanned_at: { type: 'string', format: 'date-time' },
    source: { enum: ['cache', 'live'] },
  },
};

/** The Google and backlinks operations: CONTRACT.md does not fix their answers yet. */
export const companionResultSchema: JsonSchema = { type: 'object' };
