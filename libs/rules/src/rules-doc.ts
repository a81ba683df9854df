import { CATEGORY_IDS } from '@seo/contracts';
import { listRules } from './catalog';

/** docs/rules.md, generated from the catalog (`npm run docs:rules`); a test fails when the file drifts. */
export function renderRulesMarkdown(): string {
  const { rules, count, version } = listRules();
  const lines = [
    '# Rule catalog',
    '',
    `Generated from libs/rules by \`npm run docs:rules\`; do not edit by hand. ${count} rules, version ${version}.`,
    '',
  ];
  for (const category of CATEGORY_IDS) {
    const inCategory = rules.filter((r) => r.category === category);
    lines.push(`## ${category} (${inCategory.length})`, '');
    if (inCategory.length === 0) {
      lines.push('No rules yet.', '');
      continue;
    }
    for (const rule of inCategory) {
      lines.push(`### \`${rule.id}\` — ${rule.title}`, '');
      lines.push(`Severity **${rule.severity}** · scope ${rule.scope} · needs ${rule.needs}`, '');
      lines.push(rule.why, '');
      rule.how_to_fix.forEach((step, i) => lines.push(`${i + 1}. ${step}`));
      lines.push('');
    }
  }
  return lines.join('\n');
}
