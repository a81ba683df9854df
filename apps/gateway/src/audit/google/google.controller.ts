import { Controller, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import type { ScanRequestBody } from '@seo/contracts';
import type { Request, Response } from 'express';
import { ValidInput, type ValidatedInput } from '../../http/validation/valid-input';
import { PaymentGate } from '../../payments/payment-gate';
import { AUDIT_OPERATIONS } from '../audit-operations';
import type { UrlListRequestBody } from '../audit-schemas';
import { notAvailableYet } from '../not-available-yet';

const { googleIndex, googleIndexBulk, googleCheck, googleCheckBulk } = AUDIT_OPERATIONS;

// The Google issue replaces each notAvailableYet with the call to the Google service.
@Controller('google')
export class GoogleController {
  constructor(private readonly payments: PaymentGate) {}

  @Post('index')
  @HttpCode(HttpStatus.OK)
  index(
    @ValidInput(googleIndex) _input: ValidatedInput<ScanRequestBody>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<never> {
    return this.payments.run(googleIndex.operationId, req, res, () => notAvailableYet(googleIndex));
  }

  @Post('index/bulk')
  @HttpCode(HttpStatus.OK)
  indexBulk(
    @ValidInput(googleIndexBulk) _input: ValidatedInput<UrlListRequestBody>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<never> {
    return this.payments.run(googleIndexBulk.operationId, req, res, () => notAvailableYet(googleIndexBulk));
  }

  @Post('check')
  @HttpCode(HttpStatus.OK)
  check(
    @ValidInput(googleCheck) _input: ValidatedInput<ScanRequestBody>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<never> {
    return this.payments.run(googleCheck.operationId, req, res, () => notAvailableYet(googleCheck));
  }

  @Post('check/bulk')
  @HttpCode(HttpStatus.OK)
  checkBulk(
    @ValidInput(googleCheckBulk) _input: ValidatedInput<UrlListRequestBody>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<never> {
    return this.payments.run(googleCheckBulk.operationId, req, res, () => notAvailableYet(googleCheckBulk));
  }
}
