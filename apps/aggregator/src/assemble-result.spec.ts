import { CATEGORY_IDS, scanResultSchema, validatorFor, type ScanResult } from '@seo/contracts';
import { artifactFromHtml } from '@seo/crawl';
import { evaluateCategory, rulesFor } from '@seo/rules';
import { assembleResult } from './assemble-result';

const home = artifactFromHtml('<title>Home</title><meta name="description" content="d"><h1>Home</h1>', 'https://example.com/');
const bare = artifactFromHtml('<p>bare</p>', 'https://example.com/bare', 1);
const scan = {
  url: 'https://example.com/',
  finalUrl: null,
  scanType: 'quick' as const,
  pagesLimit: 50,
  startedAt: new Date('2026-11-21T10:00:00Z'),
  finishedAt: new Date('2026-11-21T10:00:08Z'),
};

describe('assembleResult', () => {
  const scores = [evaluateCategory('core-seo', rulesFor('core-seo'), { startUrl: home.url, pages: [home, bare] })];
  const result = assembleResult(scan, scores, [home, bare]);

  it('is valid against the contract schema', () => {
    const validate = validatorFor<ScanResult>(scanResultSchema);
    expect(validate(result) ? [] : validate.errors).toEqual([]);
  });

  it('always carries all 20 categories', () => {
    expect(Object.keys(result.categories)).toEqual([...CATEGORY_IDS]);
    expect(result.categories.legal).toEqual({ score: 100, rules_checked: 0, rules_passed: 0, issues: [] });
  });

  it('sums the run: pages, rules, severities, timings', () => {
    expect(result).toMatchObject({
      final_url: 'https://example.com/',
      duration_ms: 8000,
      pages_crawled: 2,
      rules_evaluated: 3,
      summary: { critical: 1, high: 1, medium: 1, low: 0 },
      score: result.categories['core-seo'].score,
    });
  });

  it('lists each page with its own issues and score', () => {
    expect(result.pages).toEqual([
      { url: 'https://example.com/', status_code: 200, depth: 0, title: 'Home', score: 100, issues: [] },
      {
        url: 'https://example.com/bare',
        status_code: 200,
        depth: 1,
        title: null,
        score: 30,
        issues: [
          { rule_id: 'core-seo/title-missing', category: 'core-seo', severity: 'critical' },
          { rule_id: 'core-seo/meta-description-missing', category: 'core-seo', severity: 'medium' },
          { rule_id: 'core-seo/h1-missing', category: 'core-seo', severity: 'high' },
        ],
      },
    ]);
  });

  it('fails the schema when a category is missing, so the test above can fail', () => {
    const { legal: _dropped, ...rest } = result.categories;
    expect(validatorFor(scanResultSchema)({ ...result, categories: rest })).toBe(false);
  });
});
