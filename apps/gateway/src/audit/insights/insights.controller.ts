import { Controller, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import type { AnalyzeRequestBody, BriefRequestBody } from '@seo/contracts';
import type { Request, Response } from 'express';
import { ValidInput, type ValidatedInput } from '../../http/validation/valid-input';
import { PaymentGate } from '../../payments/payment-gate';
import { AUDIT_OPERATIONS } from '../audit-operations';
import { notAvailableYet } from '../not-available-yet';

const { brief, analyze } = AUDIT_OPERATIONS;

// The insights issue replaces each notAvailableYet with the call to the insights service.
@Controller()
export class InsightsController {
  constructor(private readonly payments: PaymentGate) {}

  @Post('brief')
  @HttpCode(HttpStatus.OK)
  brief(
    @ValidInput(brief) _input: ValidatedInput<BriefRequestBody>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<never> {
    return this.payments.run(brief.operationId, req, res, () => notAvailableYet(brief));
  }

  @Post('analyze')
  @HttpCode(HttpStatus.OK)
  analyze(
    @ValidInput(analyze) _input: ValidatedInput<AnalyzeRequestBody>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<never> {
    return this.payments.run(analyze.operationId, req, res, () => notAvailableYet(analyze));
  }
}
