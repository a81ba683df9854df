import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validatorFor, rulesResponseSchema } from '@seo/contracts';
import { ALL_RULES, listRules } from './catalog';
import { renderRulesMarkdown } from './rules-doc';

describe('the rule catalog', () => {
  it('docs/rules.md matches the code (run `npm run docs:rules` after changing a rule)', () => {
    const onDisk = readFileSync(join(__dirname, '../../../docs/rules.md'), 'utf8');
    expect(onDisk).toBe(renderRulesMarkdown());
  });

  it('lists every rule in the /rules shape', () => {
    const listing = listRules();
    const validate = validatorFor(rulesResponseSchema);
    expect(validate(listing)).toBe(true);
    expect(listing.count).toBe(ALL_RULES.length);
  });

  it('gives every rule a unique id of its category, in the file named by its slug', () => {
    const ids = ALL_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of ALL_RULES) {
      expect(rule.id.startsWith(`${rule.category}/`)).toBe(true);
      expect(() => require.resolve(join(__dirname, `${rule.id}.ts`))).not.toThrow();
    }
  });
});
