import { HttpStatus } from '@nestjs/common';
import { routeLabel, type OperationSpec } from '../discovery/surface';
import { httpError } from '../http/http-error';

/** The work of an operation whose issue has not landed: 501 after validation and the payment gate. */
export function notAvailableYet(operation: OperationSpec): Promise<never> {
  return Promise.reject(httpError(HttpStatus.NOT_IMPLEMENTED, `${routeLabel(operation)} is not available yet`));
}
