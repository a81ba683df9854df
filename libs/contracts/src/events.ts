import { CATEGORY_IDS, SCAN_TYPES, type CategoryId, type ScanType } from './categories';
import { assertValid, type JsonSchema } from './schema-validator';

/** Published by the gateway when a scan job is created. */
export interface ScanRequested {
  scanId: string;
  url: string;
  scanType: ScanType;
  pagesLimit: number;
  /** The categories to evaluate: all 20 for a scan, one for a /check. */
  categories: CategoryId[];
}

/** Published by the crawler once a scan's pages are stored, once per requested category. */
export interface ScanCrawled {
  scanId: string;
  category: CategoryId;
}

/** Published by a rules worker once a category result is stored. */
export interface CategoryScored {
  scanId: string;
  category: CategoryId;
}

const scanId = { type: 'string', format: 'uuid' };
const category = { enum: [...CATEGORY_IDS] };

export const scanRequestedSchema: JsonSchema = {
  type: 'object',
  required: ['scanId', 'url', 'scanType', 'pagesLimit', 'categories'],
  additionalProperties: false,
  properties: {
    scanId,
    url: { type: 'string', 'x-http-url': true },
    scanType: { enum: [...SCAN_TYPES] },
    pagesLimit: { type: 'integer', minimum: 1, maximum: 500 },
    categories: { type: 'array', items: category, minItems: 1, uniqueItems: true },
  },
};

const categoryEventSchema: JsonSchema = {
  type: 'object',
  required: ['scanId', 'category'],
  additionalProperties: false,
  properties: { scanId, category },
};
// Both category events carry the same fields.
export const scanCrawledSchema = categoryEventSchema;
export const categoryScoredSchema = categoryEventSchema;

/** Validation at both ends: the publisher checks what it sends, the consumer what it receives. */
export const EVENTS = {
  scanRequested: (data: unknown): ScanRequested => assertValid(scanRequestedSchema, data, 'ScanRequested'),
  scanCrawled: (data: unknown): ScanCrawled => assertValid(scanCrawledSchema, data, 'ScanCrawled'),
  categoryScored: (data: unknown): CategoryScored => assertValid(categoryScoredSchema, data, 'CategoryScored'),
};
