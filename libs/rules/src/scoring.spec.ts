import { categoryScore, overallScore, pageScore, rulePenalty } from './scoring';

describe('scoring (docs/scoring.md)', () => {
  it('costs nothing when a rule passes', () => {
    expect(rulePenalty({ severity: 'critical', weight: 1, judged: 10, failed: 0 })).toBe(0);
  });

  it('costs half the penalty for failing at all and the rest by share of pages', () => {
    expect(rulePenalty({ severity: 'critical', weight: 1, judged: 10, failed: 10 })).toBe(40);
    expect(rulePenalty({ severity: 'critical', weight: 1, judged: 10, failed: 1 })).toBeCloseTo(22);
    expect(rulePenalty({ severity: 'low', weight: 2, judged: 4, failed: 2 })).toBeCloseTo(7.5);
  });

  it('scores a category 100 minus the penalties, rounded, never below 0', () => {
    expect(categoryScore([])).toBe(100);
    expect(categoryScore([{ severity: 'high', weight: 1, judged: 2, failed: 1 }])).toBe(85);
    const allFailing = Array.from({ length: 5 }, () => ({ severity: 'critical' as const, weight: 1, judged: 1, failed: 1 }));
    expect(categoryScore(allFailing)).toBe(0);
  });

  it('scores a page by its own issues', () => {
    expect(pageScore([])).toBe(100);
    expect(pageScore([{ severity: 'medium', weight: 1 }, { severity: 'low', weight: 1 }])).toBe(85);
  });

  it('averages only the categories that evaluated something', () => {
    expect(overallScore([{ score: 80, rulesChecked: 3 }, { score: 100, rulesChecked: 0 }, { score: 60, rulesChecked: 1 }])).toBe(70);
  });
});
