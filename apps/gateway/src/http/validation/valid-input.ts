import { createParamDecorator, HttpStatus, type ExecutionContext, type PipeTransform } from '@nestjs/common';
import { validatorFor, type JsonSchema, type ValidationErrorItem } from '@seo/contracts';
import type { Request } from 'express';
import { httpError } from '../http-error';
import { requestBodyOf, type RequestBody } from '../request-body';
import { toValidationItems, type Loc } from './validation-items';

/** What a route takes, as JSON Schemas: validated here and documented in OpenAPI from the same objects. */
export interface RequestSpec {
  /** Path parameters; each is required. */
  path?: Record<string, JsonSchema>;
  /** Query parameters; each is required. */
  query?: Record<string, JsonSchema>;
  /** A required JSON body. */
  body?: JsonSchema;
}

/** A route's input once valid. */
export interface ValidatedInput<Body = undefined, Path = Record<string, never>, Query = Record<string, never>> {
  path: Path;
  query: Query;
  body: Body;
}

interface RawInput {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: RequestBody;
}

/**
 * Validates the whole request at once, so a 422 lists every problem as FastAPI does (path, then query,
 * then body). Pipes run before the handler, so nothing after validation (payment, work) sees bad input.
 */
class RequestValidationPipe implements PipeTransform<RawInput, ValidatedInput<unknown, unknown, unknown>> {
  constructor(private readonly spec: RequestSpec) {}

  transform({ params, query, body }: RawInput): ValidatedInput<unknown, unknown, unknown> {
    const { spec } = this;
    // FastAPI reads the body before validating anything: an unusable one is answered on its own.
    if (spec.body && body.state === 'rejected') throw body.error;
    const bodyValue = spec.body && body.state === 'json' ? body.value : undefined;
    const pathValues = pick(spec.path, (name) => params[name]);
    const queryValues = pick(spec.query, (name) => lastValue(query[name]));
    const problems = [
      ...entries(spec.path).flatMap(([name, schema]) => check(schema, pathValues[name], ['path', name])),
      ...entries(spec.query).flatMap(([name, schema]) => check(schema, queryValues[name], ['query', name])),
      ...(spec.body ? check(spec.body, bodyValue, ['body']) : []),
    ];
    if (problems.length > 0) throw httpError(HttpStatus.UNPROCESSABLE_ENTITY, problems);
    return { path: pathValues, query: queryValues, body: bodyValue };
  }
}

function check(schema: JsonSchema, value: unknown, loc: Loc): ValidationErrorItem[] {
  // A JSON null body is "no body" to FastAPI too.
  if (value === undefined || value === null) return [{ type: 'missing', loc, msg: 'Field required', input: null }];
  const validate = validatorFor(schema);
  return validate(value) ? [] : toValidationItems(validate.errors ?? [], value, loc, schema);
}

/** A repeated query parameter counts once, with its last value (Starlette's rule). */
function lastValue(value: unknown): unknown {
  return Array.isArray(value) ? value.at(-1) : value;
}

const entries = (schemas: Record<string, JsonSchema> | undefined): [string, JsonSchema][] => Object.entries(schemas ?? {});

function pick(schemas: Record<string, JsonSchema> | undefined, valueOf: (name: string) => unknown): Record<string, unknown> {
  return Object.fromEntries(entries(schemas).map(([name]) => [name, valueOf(name)]));
}

const RequestParts = createParamDecorator((_data: unknown, context: ExecutionContext): RawInput => {
  const req = context.switchToHttp().getRequest<Request>();
  return { params: req.params as Record<string, string>, query: req.query as Record<string, unknown>, body: requestBodyOf(req) };
});

/** The handler parameter carrying the route's validated input; `operation.request` says what is expected. */
export function ValidInput(operation: { request: RequestSpec }): ParameterDecorator {
  return RequestParts(undefined, new RequestValidationPipe(operation.request));
}
