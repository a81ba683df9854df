import { STATUS_CODES } from 'node:http';
import { Catch, HttpException, HttpStatus, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { ErrorBody } from './http-error';
import { allowedMethods } from './registered-routes';

interface Answer {
  status: number;
  detail: ErrorBody['detail'];
  /** The Allow header of a 405. */
  allow?: string[];
}

/**
 * Every error leaves as `{"detail": …}` JSON (CONTRACT.md, "Errors"). An HttpException carrying a detail is
 * answered as it is; one without gets its status's reason phrase (Nest's "no route" 404 becomes 405 when
 * the path exists with other methods); a client error raised by the body parser (e.g. 413) keeps its message.
 * Anything else is a defect: logged without the request body, and answered 500 "internal server error".
 */
@Catch()
export class ErrorBodyFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const answer = this.answerFor(exception, req);
    if (res.headersSent) {
      res.end();
      return;
    }
    if (answer.allow) res.setHeader('Allow', answer.allow.join(', '));
    res.status(answer.status).json({ detail: answer.detail } satisfies ErrorBody);
  }

  private answerFor(exception: unknown, req: Request): Answer {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const detail = ownDetail(exception);
      if (detail !== undefined) return { status, detail };
      if (status === HttpStatus.NOT_FOUND) {
        const allow = allowedMethods(req);
        if (allow.length > 0) return { status: HttpStatus.METHOD_NOT_ALLOWED, detail: reasonPhrase(HttpStatus.METHOD_NOT_ALLOWED), allow };
      }
      if (status >= 500) this.logDefect(exception, req);
      return { status, detail: reasonPhrase(status) };
    }
    if (isExposedClientError(exception)) return { status: exception.status, detail: exception.message };
    this.logDefect(exception, req);
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, detail: 'internal server error' };
  }

  private logDefect(exception: unknown, req: Request): void {
    this.logger.error(`${req.method} ${req.path} failed`, exception instanceof Error ? exception.stack : String(exception));
  }
}

const reasonPhrase = (status: number): string => STATUS_CODES[status] ?? 'Error';

function ownDetail(exception: HttpException): ErrorBody['detail'] | undefined {
  const response = exception.getResponse();
  return typeof response === 'object' && response !== null && 'detail' in response ? (response as ErrorBody).detail : undefined;
}

/** http-errors' shape, which Express's body parsers raise: a 4xx whose message is meant for the client. */
function isExposedClientError(error: unknown): error is Error & { status: number } {
  if (!(error instanceof Error)) return false;
  const { status, expose } = error as { status?: unknown; expose?: unknown };
  return typeof status === 'number' && status >= 400 && status < 500 && expose === true;
}
