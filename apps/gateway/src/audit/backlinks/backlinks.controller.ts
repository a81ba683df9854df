import { Controller, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import type { ScanRequestBody } from '@seo/contracts';
import type { Request, Response } from 'express';
import { ValidInput, type ValidatedInput } from '../../http/validation/valid-input';
import { PaymentGate } from '../../payments/payment-gate';
import { AUDIT_OPERATIONS } from '../audit-operations';
import type { UrlListRequestBody } from '../audit-schemas';
import { notAvailableYet } from '../not-available-yet';

const { backlinksCheck, backlinksCheckBulk } = AUDIT_OPERATIONS;

// The backlinks issue replaces each notAvailableYet with the call to the backlinks service.
@Controller('backlinks')
export class BacklinksController {
  constructor(private readonly payments: PaymentGate) {}

  @Post('check')
  @HttpCode(HttpStatus.OK)
  check(
    @ValidInput(backlinksCheck) _input: ValidatedInput<ScanRequestBody>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<never> {
    return this.payments.run(backlinksCheck.operationId, req, res, () => notAvailableYet(backlinksCheck));
  }

  @Post('check/bulk')
  @HttpCode(HttpStatus.OK)
  checkBulk(
    @ValidInput(backlinksCheckBulk) _input: ValidatedInput<UrlListRequestBody>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<never> {
    return this.payments.run(backlinksCheckBulk.operationId, req, res, () => notAvailableYet(backlinksCheckBulk));
  }
}
