// Regenerates docs/rules.md from the rule catalog.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderRulesMarkdown } from '@seo/rules';

writeFileSync(join(__dirname, '../docs/rules.md'), renderRulesMarkdown());
