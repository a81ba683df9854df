import { artifactFromHtml } from '@seo/crawl';
import { evaluateCategory } from './evaluate';
import { rulesFor } from './catalog';

const good = artifactFromHtml('<title>A</title><meta name="description" content="d"><h1>A</h1>', 'https://example.com/');
const bad = artifactFromHtml('<p>nothing</p>', 'https://example.com/bad');
const notFound = { ...artifactFromHtml('<p>gone</p>', 'https://example.com/gone'), statusCode: 404 };

describe('evaluateCategory', () => {
  it('lists the exact failing pages per rule and scores them', () => {
    const result = evaluateCategory('core-seo', rulesFor('core-seo'), { startUrl: good.url, pages: [good, bad, notFound] });
    expect(result.rulesChecked).toBe(3);
    expect(result.rulesPassed).toBe(0);
    expect(result.issues.map((i) => [i.rule_id, i.pages])).toEqual([
      ['core-seo/title-missing', ['https://example.com/bad']],
      ['core-seo/meta-description-missing', ['https://example.com/bad']],
      ['core-seo/h1-missing', ['https://example.com/bad']],
    ]);
    expect(result.issues[0]).toMatchObject({ page_count: 1, message: '1 page: page has no title element', evidence: [{ page: 'https://example.com/bad', detail: 'No <title> element in the document' }] });
    // critical 30 + medium 7.5 + high 15 = 52.5 points lost
    expect(result.score).toBe(48);
  });

  it('skips, never passes, a rule with no page to judge', () => {
    const result = evaluateCategory('core-seo', rulesFor('core-seo'), { startUrl: notFound.url, pages: [notFound] });
    expect(result).toMatchObject({ rulesChecked: 0, rulesPassed: 0, issues: [], score: 100 });
  });
});
