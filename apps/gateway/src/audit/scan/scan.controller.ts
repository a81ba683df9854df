import { Controller, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import type { ScanAccepted, ScanRequestBody } from '@seo/contracts';
import type { Request, Response } from 'express';
import { ValidInput, type ValidatedInput } from '../../http/validation/valid-input';
import { PaymentGate } from '../../payments/payment-gate';
import { AUDIT_OPERATIONS } from '../audit-operations';
import { ScanService } from './scan.service';

const { scanQuick, scanFull } = AUDIT_OPERATIONS;

@Controller('scan')
export class ScanController {
  constructor(
    private readonly scans: ScanService,
    private readonly payments: PaymentGate,
  ) {}

  @Post('quick')
  @HttpCode(HttpStatus.OK)
  quick(
    @ValidInput(scanQuick) input: ValidatedInput<ScanRequestBody>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ScanAccepted> {
    return this.payments.run(scanQuick.operationId, req, res, () => this.scans.start(input.body.url, 'quick'));
  }

  @Post('full')
  @HttpCode(HttpStatus.OK)
  full(
    @ValidInput(scanFull) input: ValidatedInput<ScanRequestBody>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ScanAccepted> {
    return this.payments.run(scanFull.operationId, req, res, () => this.scans.start(input.body.url, 'full'));
  }
}
