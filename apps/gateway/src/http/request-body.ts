import { HttpStatus, type HttpException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { httpError } from './http-error';
import { locateJsonSyntaxError } from './json-syntax-error';

/** What a request's body turned out to be; routes that take a body decide what to do with it. */
export type RequestBody =
  | { state: 'absent' }
  | { state: 'json'; value: unknown }
  /** Unusable: the error to answer when a route that takes a body receives it. */
  | { state: 'rejected'; error: HttpException };

const ABSENT: RequestBody = { state: 'absent' };
const readings = new WeakMap<Request, RequestBody>();
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Express middleware placed after a raw body parser (so `req.body` is the bytes, capped in size). It only
 * records what the body is: answering 415/422 is left to the route, so an unknown path still answers 404
 * and a route without a body ignores one, as FastAPI does.
 */
export function readRequestBody(req: Request, _res: Response, next: NextFunction): void {
  readings.set(req, interpret(req.headers['content-type'], req.body));
  next();
}

/** The body as readRequestBody recorded it; routes read it here, never from `req.body` (raw bytes). */
export function requestBodyOf(req: Request): RequestBody {
  return readings.get(req) ?? ABSENT;
}

function interpret(contentType: string | undefined, raw: unknown): RequestBody {
  if (!Buffer.isBuffer(raw) || raw.length === 0) return ABSENT;
  // FastAPI reads a body without a Content-Type as JSON too; any other type is refused.
  if (contentType !== undefined && !isJsonMediaType(contentType)) {
    return rejected(httpError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'Content-Type must be application/json'));
  }
  let text: string;
  try {
    text = utf8.decode(raw);
  } catch {
    return rejected(httpError(HttpStatus.BAD_REQUEST, 'There was an error parsing the body'));
  }
  try {
    return { state: 'json', value: JSON.parse(text) };
  } catch {
    // Both grammars are RFC 8259's; the fallback only keeps a disagreement from turning into a 5xx.
    const { position, error } = locateJsonSyntaxError(text) ?? { position: 0, error: 'Expecting value' };
    return rejected(
      httpError(HttpStatus.UNPROCESSABLE_ENTITY, [
        { type: 'json_invalid', loc: ['body', position], msg: 'JSON decode error', input: {}, ctx: { error } },
      ]),
    );
  }
}

function isJsonMediaType(contentType: string): boolean {
  const mediaType = contentType.split(';')[0].trim().toLowerCase();
  return mediaType === 'application/json' || /^application\/[^/]+\+json$/.test(mediaType);
}

function rejected(error: HttpException): RequestBody {
  return { state: 'rejected', error };
}
