import { Controller, Get } from '@nestjs/common';
import type { RulesResponse } from '@seo/contracts';
import { listRules } from '@seo/rules';

@Controller('rules')
export class RulesController {
  private readonly catalog = listRules();

  @Get()
  rules(): RulesResponse {
    return this.catalog;
  }
}
