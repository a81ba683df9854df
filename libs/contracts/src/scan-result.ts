import { CATEGORY_IDS, SCAN_TYPES, SEVERITIES, type CategoryId, type ScanType, type Severity } from './categories';
import type { JsonSchema } from './schema-validator';

/** The scan result of CONTRACT.md ("Scan job"), snake_case as it goes on the wire. */
export interface IssueEvidence {
  page: string;
  detail: string;
}

export interface CategoryIssue {
  rule_id: string;
  severity: Severity;
  title: string;
  message: string;
  pages: string[];
  page_count: number;
  evidence: IssueEvidence[];
}

export interface CategoryResult {
  score: number;
  rules_checked: number;
  rules_passed: number;
  issues: CategoryIssue[];
}

export interface PageSummary {
  url: string;
  status_code: number;
  depth: number;
  title: string | null;
  score: number;
  issues: { rule_id: string; category: CategoryId; severity: Severity }[];
}

export interface ScanResult {
  url: string;
  final_url: string;
  scan_type: ScanType;
  started_at: string;
  finished_at: string;
  duration_ms: number;
  pages_crawled: number;
  pages_limit: number;
  rules_evaluated: number;
  score: number;
  summary: Record<Severity, number>;
  categories: Record<CategoryId, CategoryResult>;
  pages: PageSummary[];
}

const score = { type: 'integer', minimum: 0, maximum: 100 };
const count = { type: 'integer', minimum: 0 };
const severity = { enum: [...SEVERITIES] };
const ruleId = { type: 'string', pattern: `^(${CATEGORY_IDS.join('|')})/[a-z0-9]+(-[a-z0-9]+)*$` };
const isoDate = { type: 'string', format: 'date-time' };

export const categoryIssueSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['rule_id', 'severity', 'title', 'message', 'pages', 'page_count', 'evidence'],
  properties: {
    rule_id: ruleId,
    severity,
    title: { type: 'string', minLength: 1 },
    message: { type: 'string', minLength: 1 },
    pages: { type: 'array', items: { type: 'string' }, minItems: 1 },
    page_count: { type: 'integer', minimum: 1 },
    evidence: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['page', 'detail'],
        properties: { page: { type: 'string' }, detail: { type: 'string' } },
      },
    },
  },
};

export const categoryResultSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['score', 'rules_checked', 'rules_passed', 'issues'],
  properties: { score, rules_checked: count, rules_passed: count, issues: { type: 'array', items: categoryIssueSchema } },
};

export const pageSummarySchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['url', 'status_code', 'depth', 'title', 'score', 'issues'],
  properties: {
    url: { type: 'string' },
    status_code: { type: 'integer', minimum: 0, maximum: 599 },
    depth: count,
    title: { type: ['string', 'null'] },
    score,
    issues: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['rule_id', 'category', 'severity'],
        properties: { rule_id: ruleId, category: { enum: [...CATEGORY_IDS] }, severity },
      },
    },
  },
};

export const scanResultSchema: JsonSchema = {
  $id: 'https://seo-audit.dev/schemas/scan-result.json',
  title: 'ScanResult',
  type: 'object',
  additionalProperties: false,
  required: [
    'url', 'final_url', 'scan_type', 'started_at', 'finished_at', 'duration_ms', 'pages_crawled', 'pages_limit',
    'rules_evaluated', 'score', 'summary', 'categories', 'pages',
  ],
  properties: {
    url: { type: 'string' },
    final_url: { type: 'string' },
    scan_type: { enum: [...SCAN_TYPES] },
    started_at: isoDate,
    finished_at: isoDate,
    duration_ms: count,
    pages_crawled: count,
    pages_limit: { type: 'integer', minimum: 1 },
    rules_evaluated: count,
    score,
    summary: {
      type: 'object',
      additionalProperties: false,
      required: [...SEVERITIES],
      properties: Object.fromEntries(SEVERITIES.map((s) => [s, count])),
    },
    categories: {
      type: 'object',
      additionalProperties: false,
      required: [...CATEGORY_IDS],
      properties: Object.fromEntries(CATEGORY_IDS.map((c) => [c, categoryResultSchema])),
    },
    pages: { type: 'array', items: pageSummarySchema },
  },
};
