import { HttpException, type HttpStatus } from '@nestjs/common';
import type { ValidationErrorItem } from '@seo/contracts';

/** The body every error is answered with (CONTRACT.md, "Errors"). */
export interface ErrorBody {
  detail: string | ValidationErrorItem[];
}

/** An error answered with this status and `{"detail": detail}`. */
export function httpError(status: HttpStatus, detail: ErrorBody['detail']): HttpException {
  return new HttpException({ detail } satisfies ErrorBody, status);
}
