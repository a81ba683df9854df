import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';

/**
 * The one place a paid operation is charged. Every paid handler calls `run` with its validated input already
 * in hand (pipes run before handlers, so a 422 is never charged) and wraps its work in it, so settlement can
 * follow only a successful result (CONTRACT.md, "Order of checks on a paid call").
 *
 * For now it only runs the work: the payments issue replaces this body with x402/MPP verification, the 402
 * offers and settlement on success.
 */
@Injectable()
export class PaymentGate {
  run<T>(_operation: string, _req: Request, _res: Response, work: () => Promise<T>): Promise<T> {
    return work();
  }
}
