import { Controller, Get, Req, Res } from '@nestjs/common';
import type { CategoryId } from '@seo/contracts';
import type { Request, Response } from 'express';
import { ValidInput, type ValidatedInput } from '../../http/validation/valid-input';
import { PaymentGate } from '../../payments/payment-gate';
import { AUDIT_OPERATIONS } from '../audit-operations';
import { notAvailableYet } from '../not-available-yet';

const { checkCategory } = AUDIT_OPERATIONS;

type CheckInput = ValidatedInput<undefined, { category: CategoryId }, { url: string }>;

@Controller('check')
export class CheckController {
  constructor(private readonly payments: PaymentGate) {}

  @Get(':category')
  check(@ValidInput(checkCategory) _input: CheckInput, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<never> {
    // The check issue replaces notAvailableYet with the cached-or-queued category check.
    return this.payments.run(checkCategory.operationId, req, res, () => notAvailableYet(checkCategory));
  }
}
